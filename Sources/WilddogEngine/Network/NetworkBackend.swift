/// A backend reached over the network: a `wilddog-server`, the Firebase emulator, another
/// compatible server, or a Firebase database (`ServerURL`).
///
/// Accounts do not travel over the network yet: a routed app's auth client uses the account
/// service of the default (in-process) backend — the seam to replace is `accountService`.
package struct NetworkBackend: AppBackend {
    package let server: ServerURL
    package let configuration: NetworkConfiguration

    package init(server: ServerURL, configuration: NetworkConfiguration = NetworkConfiguration()) {
        self.server = server
        self.configuration = configuration
    }

    /// A new transport for each client: it keeps that client's state across reconnects.
    package var transport: any ServerTransport { NetworkTransport(server: server, configuration: configuration) }

    package func accountService(appId: String) -> (any AuthAccountService)? {
        BackendRouting.defaultBackend?.accountService(appId: appId)
    }
}
