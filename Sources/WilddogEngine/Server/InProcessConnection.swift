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

    /// True once the client closed the link: nothing crosses it any more.
    var isClosed: Bool { closed.load(ordering: .acquiring) }

    package func send(_ request: WireRequest, id requestId: WireRequestID?, reply: @escaping @Sendable (WireResponse) -> Void) {
        let clientQueue = self.clientQueue
        server.queue.async { [self] in
            // A request still in flight when the client closed the link is never applied.
            guard !isClosed else { return }
            server.receive(request, id: requestId, connection: id) { [self] response in
                let response = response ?? .failed(EngineError(.disconnected))
                clientQueue.async { [self] in
                    guard !isClosed else { return }
                    reply(response)
                }
            }
        }
    }

    package func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
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
