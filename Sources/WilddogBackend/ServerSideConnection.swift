import Dispatch
import WilddogEngine

/// The server's record of one client link: its auth state, listens and onDisconnect writes.
/// Confined to the server's queue.
final class ServerSideConnection {
    /// Where the connection's pushes go.
    enum Link {
        /// An in-process client: pushes hop to its queue and reach its delegate.
        case inProcess(delegate: any ServerConnectionDelegate, clientQueue: DispatchQueue)
        /// A network session: pushes are handed over on the server's queue.
        case session(any SessionOutlet)
    }

    let id: Int
    let link: Link
    /// The client-side handle of an in-process link, passed back with every push.
    weak var handle: InProcessConnection?
    var token: String?
    /// What a network session asked the rules to see instead of the token's identity.
    var authOverride: AuthOverride?
    var auth: AuthRulesAuth?
    var listens: [ListenKey: ServerListen] = [:]
    var onDisconnect: [OnDisconnectOperation] = []
    /// The ID token expired: requests wait in `held` and nothing is pushed until the client
    /// authenticates again.
    var awaitingCredentials = false
    var held: [HeldRequest] = []
    /// Data changed while pushes were suspended: every listen gets its data again on re-auth.
    var needsResync = false
    /// Counts credential changes, so that a timer set for an earlier token's expiry does nothing.
    var credentialGeneration = 0

    init(id: Int, link: Link) {
        self.id = id
        self.link = link
    }

    /// Whether this is a network session (pushed on the server's queue, timed token expiry).
    var isSession: Bool {
        if case .session = link { return true }
        return false
    }

    /// The keys of `listens` in the order their pushes go out (no sort for a single listen,
    /// the usual case of a connection that many others write to).
    var orderedListenKeys: [ListenKey] {
        listens.count <= 1 ? Array(listens.keys) : listens.keys.sorted(by: ListenKey.pushOrder)
    }

    /// Set while a batch of writes is applied: pushes wait here and cross in one hop after it.
    var pushBuffer: [WirePush]?

    /// Delivers pushes to the client, in order.
    func push(_ pushes: [WirePush]) {
        guard !pushes.isEmpty else { return }
        if pushBuffer != nil {
            pushBuffer?.append(contentsOf: pushes)
            return
        }
        switch link {
        case .session(let outlet):
            outlet.deliver(pushes)
        case .inProcess(let delegate, let clientQueue):
            guard let handle else { return }
            clientQueue.async {
                // A link the client closed delivers nothing.
                guard !handle.isClosed else { return }
                for p in pushes { delegate.connection(handle, received: p) }
            }
        }
    }

    /// Sends what waited in `pushBuffer` and stops buffering.
    func flushPushBuffer() {
        guard let buffered = pushBuffer else { return }
        pushBuffer = nil
        push(buffered)
    }
}
