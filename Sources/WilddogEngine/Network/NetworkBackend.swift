/// A backend reached over the network: a `wilddog-server`, the Firebase emulator, another
/// compatible server, or a Firebase database (`ServerURL`).
///
/// Accounts go to the same server's accounts API (`RESTAccountService`); a Firebase database
/// host keeps the default (in-process) backend's accounts, since Google's accounts API needs
/// the project's API key, which a database URL does not name.
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
        if server.isFirebase || configuration.accountsInProcess {
            return BackendRouting.defaultBackend?.accountService(appId: appId)
        }
        return RESTAccountService(server: server, namespace: server.namespace(forApp: appId),
                                  timeout: configuration.accountsTimeout)
    }
}
