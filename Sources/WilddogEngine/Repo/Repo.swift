import Dispatch
import Foundation
import Synchronization

/// The single owner of one app's client state: the sync tree, the `.info` tree, the connection,
/// transactions and onDisconnect writes. Every public method hops onto `queue`; events and
/// completions go out through the `EventRaiser`, each on the callback queue of the API it came
/// through.
///
/// One repo per app, shared by both APIs (see `AppRuntimeRegistry`).
package final class Repo: @unchecked Sendable {
    // @unchecked: all mutable state below is read and written only on `queue`.
    package let appId: String
    /// The root URL, `https://<appId>.wilddogio.com`.
    package let baseURL: String
    let queue: DispatchQueue
    package let raiser: EventRaiser
    let connection: PersistentConnection
    /// The on-disk store (`persistenceEnabled`), nil when data is kept in memory only.
    let persistence: PersistenceManager?
    /// Events and completions raised while a store batch is uncommitted, released after it.
    var heldItems: [EventRaiser.Item] = []

    var syncTree: SyncTree!
    var infoSyncTree: SyncTree!
    var infoData: Node = .empty
    let infoListens = InfoListenProvider()
    var nextWriteId = 0
    /// While a batch of answers runs (`onAnswerBatch`): the acknowledgements held back to be
    /// processed together.
    var deferredAcks: [DeferredAck]?
    /// The server clock minus the local clock, in ms; readable from any thread.
    private let serverTimeOffsetBits = Atomic<UInt64>(0)
    var serverTimeOffset: Double {
        get { Double(bitPattern: serverTimeOffsetBits.load(ordering: .relaxed)) }
        set { serverTimeOffsetBits.store(newValue.bitPattern, ordering: .relaxed) }
    }
    var transactions = TransactionTree()
    var nextTransactionOrder = 0
    /// Acknowledged onDisconnect writes, applied locally when the connection drops.
    var onDisconnectWrites: [OnDisconnectOperation] = []
    /// Observers by registration id.
    var observers: [Int64: (registration: EventRegistration, path: Path, query: QuerySpec, observer: Observer)] = [:]
    /// Registration ids by observer handle.
    var handleIds: [Int64: Int64] = [:]
    var keepSyncedRegistrations: [String: EventRegistration] = [:]
    /// The channels callbacks went out on (the APIs using this repo), for `callbackQueues`.
    var usedChannels: [CallbackChannel] = []
    /// Told when the server rejects the credentials (the auth client signs out).
    var authRevokedHandler: ((EngineError) -> Void)?
    private let closed = Atomic<Bool>(false)
    /// Why the repo was closed, set on `queue` when closing: operations that reach the queue
    /// afterwards fail with it at once.
    var closedError: EngineError?
    /// Set when a repo with a local store closes: its pending writes stay in the store for the
    /// next launch (they have not ended), so their completions are not called.
    var pendingWritesKept = false
    /// Run on `queue` when the repo closes, after its local store is closed and before pending
    /// operations are failed.
    package var onClose: (() -> Void)?
    /// Marks `queue`, so that `close` knows when it is called from a transaction update block.
    private static let queueKey = DispatchSpecificKey<ObjectIdentifier>()

    /// A repo; `persistence` (from `PersistenceManager.open`, on `queue`) keeps its data and
    /// pending writes on disk, and its pending writes are replayed now. Without a `transport`,
    /// the app's backend comes from `BackendRouting`.
    package init(appId: String, baseURL: String, transport: (any ServerTransport)? = nil,
                 callbackQueue: DispatchQueue = .main, queue: DispatchQueue? = nil,
                 persistence: PersistenceManager? = nil) {
        self.appId = appId
        self.baseURL = baseURL
        let queue = queue ?? DispatchQueue(label: "wilddog.repo.\(appId)")
        self.queue = queue
        self.persistence = persistence
        queue.setSpecific(key: Repo.queueKey, value: ObjectIdentifier(queue))
        self.connection = PersistentConnection(appId: appId, transport: transport ?? BackendRouting.transport(appId: appId, baseURL: baseURL),
                                               queue: queue)
        self.raiser = EventRaiser(queue: callbackQueue)
        queue.sync {
            syncTree = SyncTree(listenProvider: ServerListens(repo: self), persistence: persistence)
            infoSyncTree = SyncTree(listenProvider: infoListens)
            connection.delegate = self
            updateInfo("connected", .leaf(.bool(false)))
            updateInfo("serverTimeOffset", .leaf(.number(0)))
            if persistence != nil { restorePersistedWrites() }
        }
        raiser.setOnceFiredHandler { [weak self] handle in
            guard let self else { return }
            self.queue.async { self.removeRegistration(handle) }
        }
        RepoRegistry.shared.add(self)
        queue.async { if self.closedError == nil { self.connection.goOnline() } }
    }

    package var callbackQueue: DispatchQueue {
        get { raiser.callbackQueue }
        set { raiser.callbackQueue = newValue }
    }

    /// The estimated server time in milliseconds since the epoch.
    var serverTime: Double { Date.nowMilliseconds + serverTimeOffset }

    /// The server time estimate, read from any thread (for push ids), even from a transaction
    /// block running on the repo queue.
    package var estimatedServerTime: Double { serverTime }

    /// Runs `body` on the repo queue.
    func perform(_ body: @escaping @Sendable () -> Void) {
        queue.async(execute: body)
    }

    // MARK: Events

    /// Sends engine events to their observers, in order.
    func raise(_ events: [Event]) {
        queue.assertOnQueue()
        guard !events.isEmpty else { return }
        var items: [EventRaiser.Item] = []
        items.reserveCapacity(events.count)
        let recorder = EngineRecorders.recorder(for: appId)
        for event in events {
            guard let entry = observers[event.registration.id] else { continue }
            note(entry.observer.channel)
            if let recorder { items.append(recordingItem(recorder, event, entry.observer)) }
            items.append(.event(event, entry.observer))
            if case .cancel = event.kind {
                observers[event.registration.id] = nil
                handleIds[entry.observer.handle] = nil
            }
        }
        deliver(items)
    }

    /// Queues a completion callback behind the events raised so far, on `channel`'s queue
    /// (default: the repo's callback queue).
    func complete(on channel: CallbackChannel?, _ body: @escaping () -> Void) {
        queue.assertOnQueue()
        let channel = channel ?? raiser.defaultChannel
        note(channel)
        deliver([.call(body, channel)])
    }

    func note(_ channel: CallbackChannel) {
        if !usedChannels.contains(where: { $0 === channel }) { usedChannels.append(channel) }
    }

    /// Every queue this repo's callbacks run on: the default one and those of the channels
    /// (APIs) that registered callbacks — to wait until all of them have run.
    package var callbackQueues: [DispatchQueue] {
        let queues = queue.sync { usedChannels.map(\.queue) }
        return queues.reduce(into: [callbackQueue]) { all, queue in
            if !all.contains(where: { $0 === queue }) { all.append(queue) }
        }
    }

    // MARK: Connection state

    package func goOffline() { perform { self.connection.goOffline() } }
    package func goOnline() { perform { if !self.isClosed { self.connection.goOnline() } } }

    /// The error pending operations get when their app is closed without a reason.
    package static let deletedError = EngineError(.disconnected, "The app was deleted before the operation completed.")

    /// Ends the app (`WDGApp.delete`): no event is delivered once this returns; the local store
    /// (if any) is committed and closed first, so it keeps the pending writes for the next
    /// launch; the connection closes for good (the server runs this app's onDisconnect writes);
    /// every pending write, transaction and onDisconnect operation has its completion called
    /// once with `reason`, in the order they were made; the client data is released.
    /// Operations made later fail with `reason` at once. Safe from any thread. Called from a
    /// transaction update block (on the repo queue), the closing finishes right after that
    /// block returns.
    package func close(_ reason: EngineError = Repo.deletedError) {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        raiser.close()
        if let persistence { PersistenceManager.markClosing(persistence.storeURL) }
        RepoRegistry.shared.remove(self)
        if DispatchQueue.getSpecific(key: Repo.queueKey) == ObjectIdentifier(queue) {
            perform { self.closeOnQueue(reason) }
        } else {
            queue.sync { closeOnQueue(reason) }
        }
    }

    /// Whether `close` was called.
    package var isClosed: Bool { closed.load(ordering: .acquiring) }

    /// Sets the credentials the server sees (rules read `auth` from them).
    package func setAuthToken(_ token: String?) { perform { self.connection.authenticate(token) } }

    /// Registers what to do when the server rejects this repo's credentials.
    package func setAuthRevokedHandler(_ handler: @escaping @Sendable (EngineError) -> Void) {
        perform { self.authRevokedHandler = handler }
    }

    /// Seconds to wait before reconnecting after the server dropped the connection.
    package func setReconnectDelay(_ seconds: Double) { perform { self.connection.setReconnectDelay(seconds) } }
}

extension Repo: PersistentConnectionDelegate {
    package func onDataUpdate(_ push: WirePush) {
        queue.assertOnQueue()
        var events: [Event] = []
        let path: Path
        switch push {
        case .overwrite(let p, let data, let tag):
            path = p
            events = tag.map { syncTree.applyTaggedQueryOverwrite(p, data, tag: $0) } ?? syncTree.applyServerOverwrite(p, data)
        case .merge(let p, let children, let tag):
            path = p
            let pairs = children.map { ($0.path, $0.node) }
            events = tag.map { syncTree.applyTaggedQueryMerge(p, pairs, tag: $0) } ?? syncTree.applyServerMerge(p, pairs)
        default:
            return
        }
        raise(events)
        // A transaction keeps a listener, so any event may mean its data changed.
        if !events.isEmpty { rerunTransactions(path) }
    }

    package func onConnectStatus(_ connected: Bool) {
        queue.assertOnQueue()
        updateInfo("connected", .leaf(.bool(connected)))
        if !connected { runOnDisconnectLocally() }
    }

    package func onServerTimeOffset(_ offset: Double) {
        queue.assertOnQueue()
        serverTimeOffset = offset
        updateInfo("serverTimeOffset", .leaf(.number(offset)))
    }

    package func onListenRevoked(path: Path, query: QuerySpec, tag: Int?, error: EngineError) {
        queue.assertOnQueue()
        raise(syncTree.removeEventRegistration(path, query, nil, cancelError: error))
    }

    package func onAuthRevoked(_ error: EngineError) {
        queue.assertOnQueue()
        EngineLog.log("auth revoked: \(error)")
        if let authRevokedHandler {
            authRevokedHandler(error)
        } else {
            // No auth client to refresh the token: go on signed out rather than keep the server
            // waiting for new credentials.
            connection.authenticate(nil)
        }
    }
}

/// The sync tree's listens, sent over the repo's connection.
final class ServerListens: ListenProvider {
    unowned let repo: Repo

    init(repo: Repo) { self.repo = repo }

    func startListening(path: Path, query: QuerySpec, tag: Int?) {
        repo.queue.assertOnQueue()
        let hash = { [unowned repo] in repo.syncTree.serverCacheHash(path, query) }
        repo.connection.listen(path, query, tag: tag, hash: hash) { [unowned repo] response in
            switch response {
            case .ok:
                let events = tag.map { repo.syncTree.applyTaggedListenComplete(path, tag: $0) }
                    ?? repo.syncTree.applyListenComplete(path)
                repo.raise(events)
            case .failed(let error):
                // A rejected listen cancels every registration at that query.
                repo.raise(repo.syncTree.removeEventRegistration(path, query, nil, cancelError: error))
            }
        }
    }

    func stopListening(path: Path, query: QuerySpec, tag: Int?) {
        repo.queue.assertOnQueue()
        repo.connection.unlisten(path, query, tag: tag)
    }
}
