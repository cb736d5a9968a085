import WilddogBackend
import WilddogEngine

extension WilddogServer {
    /// Drops every client connection, as a network loss would: each connection's onDisconnect
    /// writes run, clients see `.info/connected` turn false, and they reconnect after
    /// `reconnectDelay`.
    public func dropConnections() {
        server.dropConnections()
    }

    /// Seconds a client waits before reconnecting after a dropped connection (default 0.05).
    public var reconnectDelay: Double {
        get { server.clientReconnectDelay }
        set { server.clientReconnectDelay = newValue }
    }

    /// The number of client connections currently open.
    public var connectionCount: Int { server.connectionCount }
}
