import WilddogEngine


/// The embedded servers of the process, one per app id, created on first use with default
/// configuration (rules allow everything, every sign-in method enabled).
package final class EmbeddedServerRegistry: Sendable {
    package static let shared = EmbeddedServerRegistry()

    private let servers = Lock<[String: EmbeddedServer]>([:])

    package func server(for appId: String) -> EmbeddedServer {
        servers.withLock { servers in
            if let server = servers[appId] { return server }
            let server = EmbeddedServer(appId: appId)
            servers[appId] = server
            return server
        }
    }
}
