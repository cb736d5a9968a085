import Dispatch

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

    init(id: Int, delegate: any ServerConnectionDelegate, clientQueue: DispatchQueue) {
        self.id = id
        self.delegate = delegate
        self.clientQueue = clientQueue
    }

    /// Delivers pushes to the client, in order, on its queue.
    func push(_ pushes: [WirePush]) {
        guard !pushes.isEmpty, let handle else { return }
        let delegate = self.delegate
        clientQueue.async { for p in pushes { delegate.connection(handle, received: p) } }
    }
}
