import Dispatch
import Foundation
import Synchronization

/// What the repo hears from its connection, on the repo's queue.
package protocol PersistentConnectionDelegate: AnyObject {
    func onDataUpdate(_ push: WirePush)
    func onConnectStatus(_ connected: Bool)
    func onServerTimeOffset(_ offset: Double)
    func onListenRevoked(path: Path, query: QuerySpec, tag: Int?, error: EngineError)
    func onAuthRevoked(_ error: EngineError)
    /// Answers to several writes arrived together: `body` runs their completion handlers in
    /// order; the delegate may process the acknowledgements among them together.
    func onAnswerBatch(_ body: () -> Void)
}

/// The client side of the connection state machine: listens and pending writes survive
/// disconnects and are re-sent, in order, on reconnect, under the ids they were first sent with
/// so the server never applies one twice. A reply to a write always counts, even when it comes
/// over a link that has dropped since. A transaction already sent when the link dropped fails
/// with `disconnected` unless its reply comes in. Confined to the repo's queue.
package final class PersistentConnection: @unchecked Sendable {
    // @unchecked: every member is used only on `queue` (replies and pushes arrive there).
    private struct Listen {
        let path: Path
        let query: QuerySpec
        let tag: Int?
        /// The hash of the data the client holds for the listen, sent with it over the network.
        let hash: () -> String
        let onComplete: (WireResponse) -> Void
        /// Tells this listen from a later one of the same key (removed and added again).
        let serial: Int
    }

    private struct Outstanding {
        let id: Int
        let request: WireRequest
        let onComplete: (WireResponse) -> Void
        var sent: Bool
        /// A transaction sent on a link that dropped before its reply came in: it is not
        /// re-sent, and fails with `disconnected` if the reply does not follow the close.
        var inDoubt = false
        var isTransaction: Bool {
            if case .put(_, _, .some) = request { return true }
            return false
        }
    }

    private let appId: String
    private let transport: any ServerTransport
    private let queue: DispatchQueue
    package weak var delegate: (any PersistentConnectionDelegate)?
    private var link: (any ServerConnection)?
    private var linkGeneration = 0
    private(set) var isConnected = false
    private var manuallyOffline = false
    private var listens: [ListenKey: Listen] = [:]
    private var nextListenSerial = 0
    private var outstanding = OrderedQueue<Outstanding>(id: \.id)
    /// Requests not answered yet (writes, transactions, onDisconnect operations).
    var outstandingCount: Int { outstanding.count }
    private var nextRequestId = 0
    private var authToken: String?
    private var reconnectDelay: Double = 0.05
    /// Names this client to the server across reconnects (request ids are per client).
    private let clientId = PersistentConnection.nextClientId.add(1, ordering: .relaxed).newValue
    private static let nextClientId = Atomic<UInt64>(0)
    /// Set by `close`: the connection never connects again and fails new requests with it.
    private var closedError: EngineError?

    package init(appId: String, transport: any ServerTransport, queue: DispatchQueue) {
        self.appId = appId
        self.transport = transport
        self.queue = queue
    }

    /// A repo that goes away closes its link, so the server runs its onDisconnect writes and
    /// forgets its listens. (`close` is safe from any thread.)
    deinit {
        link?.close()
    }

    // MARK: Connection state

    /// Connects (again) and re-enables automatic reconnection.
    package func goOnline() {
        guard closedError == nil else { return }
        manuallyOffline = false
        if link == nil { establish() }
    }

    /// Disconnects and disables automatic reconnection until `goOnline`.
    package func goOffline() {
        manuallyOffline = true
        guard let link else { return }
        link.close()
        didDisconnect()
    }

    private func establish() {
        linkGeneration += 1
        let generation = linkGeneration
        let bridge = LinkDelegate(owner: self, generation: generation)
        link = transport.connect(appId: appId, delegate: bridge, queue: queue)
    }

    fileprivate func received(_ push: WirePush, generation: Int) {
        guard generation == linkGeneration, link != nil else { return }
        switch push {
        case .connected(let serverTime):
            let local = Date.nowMilliseconds
            delegate?.onServerTimeOffset(serverTime - local)
            didConnect()
        case .overwrite, .merge:
            delegate?.onDataUpdate(push)
        case .listenRevoked(let path, let query, let tag, let error):
            listens[ListenKey(path, query, tag: tag)] = nil
            delegate?.onListenRevoked(path: path, query: query, tag: tag, error: error)
        case .authRevoked(let error):
            delegate?.onAuthRevoked(error)
        }
    }

    fileprivate func linkClosed(generation: Int) {
        guard generation == linkGeneration, link != nil else { return }
        didDisconnect()
    }

    private func didConnect() {
        isConnected = true
        if let authToken { send(.auth(token: authToken)) { [weak self] in self?.authResult($0) } }
        for key in listens.keys.sorted(by: { Path.compare($0.path, $1.path) < 0 }) { sendListen(key) }
        // The queue goes to the server in one batch: each write is still applied and answered
        // on its own, in order.
        sendOutstanding(outstanding.indices.filter { !outstanding[$0].inDoubt })
        delegate?.onConnectStatus(true)
    }

    private func didDisconnect() {
        link = nil
        linkGeneration += 1
        let wasConnected = isConnected
        isConnected = false
        // Writes are re-sent under their ids. The replies to requests the server took before
        // the close are already queued: a sent transaction without one was never applied.
        var doubtful: [Int] = []
        for i in outstanding.indices where outstanding[i].sent {
            outstanding[i].sent = false
            if outstanding[i].isTransaction {
                outstanding[i].inDoubt = true
                doubtful.append(outstanding[i].id)
            }
        }
        if !doubtful.isEmpty {
            queue.async { [weak self, doubtful] in
                // The repo stays alive while its completions run (they reach it unowned).
                guard let self, let owner = self.delegate else { return }
                withExtendedLifetime(owner) {
                    for id in doubtful {
                        guard let entry = self.outstanding.remove(id: id) else { continue }
                        entry.onComplete(.failed(EngineError(.disconnected)))
                    }
                }
            }
        }
        if wasConnected { delegate?.onConnectStatus(false) }
        if !manuallyOffline {
            queue.asyncAfter(deadline: .now() + reconnectDelay) { [weak self] in
                guard let self, !self.manuallyOffline, self.link == nil else { return }
                self.establish()
            }
        }
    }

    /// Disconnects for good (the app was deleted): the server runs this client's onDisconnect
    /// writes; every outstanding request is answered with `.failed(error)`, oldest first, and
    /// later requests fail the same way at once. Listens are dropped. No reconnect is scheduled
    /// and a pending back-off does nothing.
    package func close(_ error: EngineError) {
        guard closedError == nil else { return }
        closedError = error
        manuallyOffline = true
        isConnected = false
        linkGeneration += 1
        link?.close()
        link = nil
        listens = [:]
        var failed = OrderedQueue<Outstanding>(id: \.id)
        swap(&failed, &outstanding)
        for entry in failed.elements { entry.onComplete(.failed(error)) }
    }

    /// Seconds to wait before reconnecting after the server dropped the link.
    package func setReconnectDelay(_ seconds: Double) { reconnectDelay = seconds }

    // MARK: Requests

    private func send(_ request: WireRequest, id: WireRequestID? = nil, listenHash: (() -> String)? = nil,
                      _ reply: @escaping (WireResponse) -> Void) {
        guard let link else { return }
        let generation = linkGeneration
        let box = UncheckedBox(reply)
        let answer: @Sendable (WireResponse) -> Void = { [weak self] response in
            // Runs on `queue`. A write's reply is the server's answer whatever became of the link.
            guard let self, id != nil || generation == self.linkGeneration, let owner = self.delegate else { return }
            // The repo stays alive while the reply runs (its completions reach it unowned).
            withExtendedLifetime(owner) { box.value(response) }
        }
        if let listenHash {
            link.sendListen(request, hash: listenHash, reply: answer)
        } else {
            link.send(request, id: id, reply: answer)
        }
    }

    /// Listens at `path`; `hash` gives the hash of the data the client holds for the listen when
    /// it is (re)sent.
    package func listen(_ path: Path, _ query: QuerySpec, tag: Int?, hash: @escaping () -> String = { "" },
                        onComplete: @escaping (WireResponse) -> Void) {
        guard closedError == nil else { return }
        let key = ListenKey(path, query, tag: tag)
        nextListenSerial += 1
        listens[key] = Listen(path: path, query: query, tag: tag, hash: hash, onComplete: onComplete, serial: nextListenSerial)
        if isConnected { sendListen(key) }
    }

    /// Sends the listen at `key`. Its answer counts only while that listen stands: an `ok` that
    /// comes in after it was removed and the same location and query listened to again answers
    /// the old listen (the server sends the new one's data before its own `ok`), as JS checks.
    private func sendListen(_ key: ListenKey) {
        guard let listen = listens[key] else { return }
        send(.listen(path: listen.path, query: listen.query, tag: listen.tag), listenHash: listen.hash) { [weak self] response in
            guard let self, self.listens[key]?.serial == listen.serial else { return }
            if case .failed = response { self.listens[key] = nil }
            listen.onComplete(response)
        }
    }

    package func unlisten(_ path: Path, _ query: QuerySpec, tag: Int?) {
        let key = ListenKey(path, query, tag: tag)
        guard listens.removeValue(forKey: key) != nil else { return }
        if isConnected { send(.unlisten(path: path, query: query, tag: tag)) { _ in } }
    }

    /// Sends a write (set, merge, onDisconnect); kept and re-sent until the server answers.
    package func request(_ request: WireRequest, onComplete: @escaping (WireResponse) -> Void) {
        if let closedError { return onComplete(.failed(closedError)) }
        let id = nextRequestId
        nextRequestId += 1
        outstanding.append(Outstanding(id: id, request: request, onComplete: onComplete, sent: false))
        if isConnected { sendOutstanding(at: outstanding.count - 1) }
    }

    private func sendOutstanding(at index: Int) {
        outstanding[index].sent = true
        let entry = outstanding[index]
        let id = WireRequestID(client: clientId, sequence: entry.id, firstUnanswered: outstanding.elements.first?.id ?? entry.id)
        send(entry.request, id: id) { [weak self] response in
            guard let self, self.outstanding.remove(id: entry.id) != nil else { return }
            entry.onComplete(response)
        }
    }

    /// Sends the outstanding requests at `positions` together; their answers are handed to the
    /// delegate as a batch.
    private func sendOutstanding(_ positions: [Int]) {
        guard let link, !positions.isEmpty else { return }
        if positions.count == 1 { return sendOutstanding(at: positions[0]) }
        let firstUnanswered = outstanding.elements.first?.id ?? 0
        var entries: [Outstanding] = []
        var requests: [(request: WireRequest, id: WireRequestID)] = []
        entries.reserveCapacity(positions.count)
        requests.reserveCapacity(positions.count)
        for position in positions {
            outstanding[position].sent = true
            let entry = outstanding[position]
            entries.append(entry)
            requests.append((entry.request, WireRequestID(client: clientId, sequence: entry.id, firstUnanswered: firstUnanswered)))
        }
        let box = UncheckedBox(entries)
        link.sendBatch(requests) { [weak self] answers in
            // Runs on `queue`. A write's answer counts whatever became of the link.
            guard let self, let owner = self.delegate else { return }
            // The repo stays alive while the answers run (its completions reach it unowned).
            withExtendedLifetime(owner) {
                owner.onAnswerBatch {
                    for (position, response) in answers {
                        let entry = box.value[position]
                        guard self.outstanding.remove(id: entry.id) != nil else { continue }
                        entry.onComplete(response)
                    }
                }
            }
        }
    }

    /// Sets the credentials sent to the server, now and after every reconnect.
    package func authenticate(_ token: String?) {
        authToken = token
        if isConnected { send(.auth(token: token)) { [weak self] in self?.authResult($0) } }
    }

    private func authResult(_ response: WireResponse) {
        if case .failed(let error) = response {
            authToken = nil
            delegate?.onAuthRevoked(error)
        }
    }
}

/// Forwards a link's callbacks to its connection, ignoring those of replaced links.
private final class LinkDelegate: ServerConnectionDelegate, @unchecked Sendable {
    // @unchecked: called only on the repo's queue, which confines `owner`.
    weak var owner: PersistentConnection?
    let generation: Int

    init(owner: PersistentConnection, generation: Int) {
        self.owner = owner
        self.generation = generation
    }

    func connection(_ connection: any ServerConnection, received push: WirePush) {
        owner?.received(push, generation: generation)
    }

    func connectionDidClose(_ connection: any ServerConnection) {
        owner?.linkClosed(generation: generation)
    }
}
