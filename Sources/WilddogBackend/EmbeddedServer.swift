import Dispatch
import Foundation
import WilddogEngine

/// The in-process backend of one app id: the authoritative data tree, security rules, the auth
/// service, and every client connection with its listens and onDisconnect writes.
///
/// Shared by all apps in the process that use the same app id, so they see each other's writes.
/// All mutable state is confined to `queue`.
package final class EmbeddedServer: @unchecked Sendable {
    // @unchecked: every stored `var` is read and written only on `queue`.
    package let appId: String
    /// The queue all state is confined to; a network server runs its sessions' requests on it.
    package let queue: DispatchQueue
    package let auth: AuthService
    var root: Node = .empty
    var rules: SecurityRules = .allowAll
    var rulesText: String?
    var connections: [Int: ServerSideConnection] = [:]
    /// While a batch of writes is applied: the connection that sent it and the paths the
    /// writes changed, pushed to that connection once, at the end of the batch.
    var batch: (connectionId: Int, changed: [Path])?
    /// Answers to the writes of each client (by client id), until the client has them.
    var answers: [UInt64: RememberedAnswers] = [:]
    private var nextConnectionId = 1
    /// The server's clock, in milliseconds since the Unix epoch.
    var clock: @Sendable () -> Double = { Date().timeIntervalSince1970 * 1000 }
    /// How long a dropped client waits before reconnecting, in seconds.
    var reconnectDelay: Double = 0.05
    /// Hears every change of the data as it is applied (a network server's durable store).
    var writeObserver: ((AppliedWrite) -> Void)?
    /// Whether the emulator's test credentials are accepted (`owner`, unsigned mock tokens).
    var acceptsEmulatorCredentials = false
    /// The largest listen or get result a network session is sent; larger ones fail `too_big`.
    var maxReadBytes = Int.max

    package init(appId: String) {
        self.appId = appId
        self.queue = DispatchQueue(label: "wilddog.server.\(appId)")
        self.auth = AuthService(appID: appId)
        // Revoked tokens, disabled or deleted accounts lose access at once, on open connections too.
        auth.setRevocationHandler { [weak self] in self?.recheckCredentials() }
    }

    /// The server time in whole milliseconds (timestamps, rules' `now`).
    var now: Double { clock().rounded(.down) }

    /// Opens a connection for a client; the client learns the server time first.
    func connect(delegate: any ServerConnectionDelegate, queue clientQueue: DispatchQueue) -> InProcessConnection {
        queue.assertNotOnQueue()
        let id: Int = queue.sync { nextSessionId() }
        let handle = InProcessConnection(server: self, id: id, clientQueue: clientQueue)
        queue.async { [self] in
            let connection = ServerSideConnection(id: id, link: .inProcess(delegate: delegate, clientQueue: clientQueue))
            connection.handle = handle
            connections[id] = connection
            connection.push([.connected(serverTime: now)])
        }
        return handle
    }

    /// A new connection id (on the queue).
    func nextSessionId() -> Int {
        defer { nextConnectionId += 1 }
        return nextConnectionId
    }

    /// Handles one request on the server queue. `reply` gets the answer (nil when the connection
    /// is closed) at once or, while the connection waits for new credentials after its ID token
    /// expired, once they have arrived: no request is judged with an expired token.
    func receive(_ request: WireRequest, id: WireRequestID?, connection connectionId: Int,
                 reply: @escaping (WireResponse?) -> Void) {
        queue.assertOnQueue()
        guard let connection = connections[connectionId] else { return reply(nil) }
        if case .auth(let token) = request {
            reply(authenticate(connection, token, override: nil))
            return runHeldRequests(connection)
        }
        whenCredentialed(connection) { [self] in reply(answer(request, id: id, connection)) }
    }

    /// Runs `body` now, or holds it until the client has authenticated again when the
    /// connection's ID token has expired: no request is judged with an expired token.
    func whenCredentialed(_ connection: ServerSideConnection, _ body: @escaping () -> Void) {
        expireCredentialsIfNeeded(connection)
        if connection.awaitingCredentials {
            connection.held.append(HeldRequest(run: body))
        } else {
            body()
        }
    }

    /// Answers the requests held while the connection waited for credentials, in order.
    func runHeldRequests(_ connection: ServerSideConnection) {
        while !connection.awaitingCredentials, !connection.held.isEmpty {
            connection.held.removeFirst().run()
        }
    }

    /// Handles a batch of writes (a client's queue replayed on reconnect) in one turn of the
    /// server queue: each is applied as its own write, in order, with its own rules check and
    /// answer. Other clients get the data of each write as usual (their pushes travel in one
    /// hop); the sender, whose own pending writes hide that data until they are answered, gets
    /// the current data of everything the batch changed once, after the last write. Pushes come
    /// before the answers. `reply` gets the answers given during the batch together, and each
    /// answer held for new credentials on its own, later.
    func receiveBatch(_ requests: [(request: WireRequest, id: WireRequestID)], connection connectionId: Int,
                      reply: @escaping ([(position: Int, response: WireResponse)]) -> Void) {
        applyBatch(connection: connectionId, reply: reply) { answer in
            for (position, entry) in requests.enumerated() {
                receive(entry.request, id: entry.id, connection: connectionId) { response in
                    if let response { answer(position, response) }
                }
            }
        }
    }

    /// Runs `body`, which hands each request of a batch to the server and its answers to
    /// `answer`, as one batch (see `receiveBatch`): the sender's pushes coalesced at the end,
    /// every connection's pushes crossing in one hop, then the answers given meanwhile.
    func applyBatch<Response>(connection connectionId: Int,
                              reply: @escaping ([(position: Int, response: Response)]) -> Void,
                              _ body: (_ answer: @escaping (Int, Response) -> Void) -> Void) {
        queue.assertOnQueue()
        guard connections[connectionId] != nil else { return }
        let collected = BatchAnswers<Response>()
        let coalescing = batch == nil
        if coalescing {
            batch = (connectionId, [])
            for connection in connections.values { connection.pushBuffer = [] }
        }
        body { position, response in
            if collected.isOpen { collected.answers.append((position, response)) } else { reply([(position, response)]) }
        }
        collected.isOpen = false
        if coalescing {
            if let changed = batch?.changed, !changed.isEmpty { broadcast(changed, coalesced: true) }
            batch = nil
            for connection in connections.values { connection.flushPushBuffer() }
        }
        if !collected.answers.isEmpty { reply(collected.answers) }
    }

    /// The answer to a request; a write the client already sent (same id) is answered from
    /// memory instead of being applied again.
    private func answer(_ request: WireRequest, id: WireRequestID?, _ connection: ServerSideConnection) -> WireResponse {
        guard let id else { return apply(request, connection) }
        answers[id.client, default: RememberedAnswers()].forget(below: id.firstUnanswered)
        if let known = answers[id.client]?[id.sequence] { return known }
        let response = apply(request, connection)
        answers[id.client, default: RememberedAnswers()][id.sequence] = response
        return response
    }

    func apply(_ request: WireRequest, _ connection: ServerSideConnection) -> WireResponse {
        switch request {
        case .listen(let path, let query, let tag):
            return listen(connection, path, query, tag)
        case .unlisten(let path, let query, let tag):
            connection.listens[ListenKey(path, query, tag: tag)] = nil
            return .ok
        case .put(let path, let data, let hash):
            return put(connection, path, data, hash: hash)
        case .merge(let path, let children):
            return merge(connection, path, children)
        case .onDisconnectPut(let path, let data):
            return addOnDisconnect(connection, .put(path, data))
        case .onDisconnectMerge(let path, let children):
            return addOnDisconnect(connection, .merge(path, children))
        case .onDisconnectCancel(let path):
            connection.onDisconnect.removeAll { path.contains($0.path) }
            return .ok
        case .auth(let token):
            return authenticate(connection, token, override: nil)
        }
    }

    /// Closes a connection: its onDisconnect writes run, its listens end, requests waiting for
    /// new credentials are dropped unapplied (the client resends them).
    func closeConnection(_ id: Int, notifyClient: Bool) {
        queue.assertOnQueue()
        guard let connection = connections.removeValue(forKey: id) else { return }
        connection.held = []
        runOnDisconnect(connection)
        guard notifyClient else { return }
        switch connection.link {
        case .inProcess(let delegate, let clientQueue):
            guard let handle = connection.handle else { return }
            clientQueue.async { delegate.connectionDidClose(handle) }
        case .session(let outlet):
            outlet.closedByServer()
        }
    }
}

/// The answers given while a batch is applied (later ones are sent on their own).
private final class BatchAnswers<Response> {
    var answers: [(position: Int, response: Response)] = []
    var isOpen = true
}
