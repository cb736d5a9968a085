import Dispatch
import Foundation
import WilddogEngine

/// The client's end of an in-process link to an `EmbeddedServer`: requests hop to the server's
/// queue, replies and pushes hop back to the client's queue, each in order.
package final class InProcessConnection: ServerConnection {
    private let server: EmbeddedServer
    let id: Int
    private let clientQueue: DispatchQueue
    /// Set when the client closes the link; the server takes each request under this lock.
    private let closed = Lock(false)

    init(server: EmbeddedServer, id: Int, clientQueue: DispatchQueue) {
        self.server = server
        self.id = id
        self.clientQueue = clientQueue
    }

    /// True once the client closed the link: no push crosses it any more.
    var isClosed: Bool { closed.withLock { $0 } }

    package func send(_ request: WireRequest, id requestId: WireRequestID?, reply: @escaping @Sendable (WireResponse) -> Void) {
        let clientQueue = self.clientQueue
        server.queue.async { [self] in
            // Taken whole under the lock: a request still in flight when the client closed the
            // link is never applied, and one taken before has its reply queued before `close`
            // returns. A closed server-side connection answers nothing (the client resends).
            closed.withLock { closed in
                guard !closed else { return }
                server.receive(request, id: requestId, connection: id) { response in
                    guard let response else { return }
                    clientQueue.async { reply(response) }
                }
            }
        }
    }

    /// The whole batch crosses to the server queue in one hop; the answers the server gives
    /// while applying it come back in one hop, behind the data it pushed meanwhile.
    package func sendBatch(_ requests: [(request: WireRequest, id: WireRequestID)],
                           reply: @escaping @Sendable ([(position: Int, response: WireResponse)]) -> Void) {
        let clientQueue = self.clientQueue
        let box = UncheckedBox(requests)
        server.queue.async { [self] in
            closed.withLock { closed in
                guard !closed else { return }
                server.receiveBatch(box.value, connection: id) { answers in
                    let answers = UncheckedBox(answers)
                    clientQueue.async { reply(answers.value) }
                }
            }
        }
    }

    package func close() {
        let wasClosed = closed.withLock { closed in
            defer { closed = true }
            return closed
        }
        guard !wasClosed else { return }
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
