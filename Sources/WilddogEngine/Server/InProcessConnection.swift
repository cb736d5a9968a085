import Dispatch
import Synchronization

/// The client's end of an in-process link to an `EmbeddedServer`: requests hop to the server's
/// queue, replies and pushes hop back to the client's queue, each in order.
package final class InProcessConnection: ServerConnection {
    private let server: EmbeddedServer
    let id: Int
    private let clientQueue: DispatchQueue
    private let closed = Atomic<Bool>(false)

    init(server: EmbeddedServer, id: Int, clientQueue: DispatchQueue) {
        self.server = server
        self.id = id
        self.clientQueue = clientQueue
    }

    package func send(_ request: WireRequest, reply: @escaping @Sendable (WireResponse) -> Void) {
        let clientQueue = self.clientQueue
        server.queue.async { [server, id] in
            let response = server.handle(request, connection: id) ?? .failed(EngineError(.disconnected))
            clientQueue.async { reply(response) }
        }
    }

    package func close() {
        guard !closed.exchange(true, ordering: .relaxed) else { return }
        server.queue.async { [server, id] in server.closeConnection(id, notifyClient: false) }
    }
}

/// Opens in-process links to the embedded server of each app id.
package struct InProcessTransport: ServerTransport {
    package init() {}

    package func connect(appId: String, delegate: any ServerConnectionDelegate, queue: DispatchQueue) -> any ServerConnection {
        EmbeddedServerRegistry.shared.server(for: appId).connect(delegate: delegate, queue: queue)
    }
}
