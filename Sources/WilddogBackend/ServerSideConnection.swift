import Dispatch
import WilddogEngine

/// The server's record of one client link: its auth state, listens and onDisconnect writes.
/// Confined to the server's queue.
final class ServerSideConnection {
    let id: Int
    let delegate: any ServerConnectionDelegate
    let clientQueue: DispatchQueue
    /// The client-side handle, passed back with every push.
    weak var handle: InProcessConnection?
    var token: String?
    var auth: AuthRulesAuth?
    var listens: [ListenKey: ServerListen] = [:]
    var onDisconnect: [OnDisconnectOperation] = []
    /// The ID token expired: requests wait in `held` and nothing is pushed until the client
    /// authenticates again.
    var awaitingCredentials = false
    var held: [HeldRequest] = []
    /// Data changed while pushes were suspended: every listen gets its data again on re-auth.
    var needsResync = false

    init(id: Int, delegate: any ServerConnectionDelegate, clientQueue: DispatchQueue) {
        self.id = id
        self.delegate = delegate
        self.clientQueue = clientQueue
    }

    /// Set while a batch of writes is applied: pushes wait here and cross in one hop after it.
    var pushBuffer: [WirePush]?

    /// Delivers pushes to the client, in order, on its queue.
    func push(_ pushes: [WirePush]) {
        guard !pushes.isEmpty else { return }
        if pushBuffer != nil {
            pushBuffer?.append(contentsOf: pushes)
            return
        }
        guard let handle else { return }
        let delegate = self.delegate
        clientQueue.async {
            // A link the client closed delivers nothing.
            guard !handle.isClosed else { return }
            for p in pushes { delegate.connection(handle, received: p) }
        }
    }

    /// Sends what waited in `pushBuffer` and stops buffering.
    func flushPushBuffer() {
        guard let buffered = pushBuffer else { return }
        pushBuffer = nil
        push(buffered)
    }
}
