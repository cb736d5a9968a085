import Dispatch

/// Links of one client to a server over the network (protocol v5 over WebSocket).
///
/// One transport serves one client (a repo reads `AppBackend.transport` once): it keeps the
/// client's state across its links — request numbers, the session id sent back as `ls`, the
/// host the server moved it to, the back-off between attempts — in a `NetworkSession`.
package final class NetworkTransport: ServerTransport {
    package let server: ServerURL
    package let configuration: NetworkConfiguration
    private let session = Lock<NetworkSession?>(nil)

    package init(server: ServerURL, configuration: NetworkConfiguration = NetworkConfiguration()) {
        self.server = server
        self.configuration = configuration
    }

    package func connect(appId: String, delegate: any ServerConnectionDelegate, queue: DispatchQueue) -> any ServerConnection {
        let session = self.session.withLock { current -> NetworkSession in
            if let current, current.namespace == server.namespace(forApp: appId) { return current }
            let made = NetworkSession(server: server, appId: appId, configuration: configuration)
            current = made
            return made
        }
        let connection = NetworkConnection(session: session, delegate: delegate, queue: queue)
        connection.start()
        return connection
    }
}
