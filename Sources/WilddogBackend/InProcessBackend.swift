import WilddogEngine

/// The embedded backend as an `AppBackend`: every app id's `EmbeddedServer` in this process.
package struct InProcessBackend: AppBackend {
    package init() {}

    package var transport: any ServerTransport { InProcessTransport() }

    package func accountService(appId: String) -> (any AuthAccountService)? {
        EmbeddedServerRegistry.shared.server(for: appId).auth
    }

    /// Makes the in-process backend the default of every app no route names; once per process
    /// (later calls do nothing). The facades call it before any app exists.
    package static func install() { _ = installed }

    private static let installed: Void = BackendRouting.installDefault(InProcessBackend())
}
