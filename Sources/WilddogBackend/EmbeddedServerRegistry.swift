import WilddogEngine


/// The embedded servers of the process, one per app id, created on first use with default
/// configuration (rules allow everything, every sign-in method enabled).
package final class EmbeddedServerRegistry: Sendable {
    package static let shared = EmbeddedServerRegistry()

    private let servers = Lock<[String: EmbeddedServer]>([:])
    /// Where new servers come from when not made here (a network server of the same process).
    private let source = Lock<(@Sendable (String) -> EmbeddedServer?)?>(nil)

    package func server(for appId: String) -> EmbeddedServer {
        // A provided server (`WILDDOG_SERVER_PROVIDER`) is started before the first backend is made,
        // so that it can supply the backends (`provideServers`).
        BackendRouting.startProvidedServer()
        if let server = servers.withLock({ $0[appId] }) { return server }
        // Asked outside the lock: a source may take its own locks and queues.
        let provided = source.withLock { $0 }?(appId)
        return servers.withLock { servers in
            if let server = servers[appId] { return server }
            let server = provided ?? EmbeddedServer(appId: appId)
            servers[appId] = server
            return server
        }
    }

    /// Makes `make` the source of the servers of app ids not seen yet (nil: make them here, or
    /// when it returns nil). A network server in the same process supplies its namespaces this way,
    /// so that the admin API (`WilddogServer`) acts on the data its clients reach over the network.
    package func provideServers(_ make: (@Sendable (String) -> EmbeddedServer?)?) {
        source.withLock { $0 = make }
    }
}
