import Dispatch
import Foundation

/// A repo's persistence (Firebase's PersistenceManager): what the sync tree and the repo tell
/// the store, and what they read back from it. Confined to the repo queue.
///
/// Changes are batched: the first change opens a transaction and schedules its commit on the
/// repo queue, behind the work already queued; `onCommit` then runs (the repo holds back the
/// events and completions raised meanwhile until then, so nothing a user saw is lost by a kill).
/// A storage failure is logged and turns persistence off for the rest of the repo's life.
package final class PersistenceManager: @unchecked Sendable {
    // @unchecked: every member is used only on the repo queue (commits are scheduled there).
    private var storage: PersistenceStorage?
    private var tracked: TrackedQueryManager?
    private let queue: DispatchQueue
    let cacheSizeBytes: Int
    /// Server cache updates between two checks of the cache size.
    let pruneCheckInterval: Int
    private var updatesSinceLastPruneCheck = 0
    private(set) var inTransaction = false
    /// Runs on the repo queue after each commit.
    var onCommit: (() -> Void)?
    /// The ids of the writes in the store.
    private var storedWriteIds = Set<Int>()
    private var lastClock = 0.0

    static let percentOfQueriesToPruneAtOnce = 0.2
    static let maxNumberOfQueriesToKeep = 1000

    init(storage: PersistenceStorage, cacheSizeBytes: Int, queue: DispatchQueue, pruneCheckInterval: Int = 1000) throws {
        self.storage = storage
        self.queue = queue
        self.cacheSizeBytes = cacheSizeBytes
        self.pruneCheckInterval = max(1, pruneCheckInterval)
        lastClock = Date().timeIntervalSince1970 * 1000
        try storage.begin()
        tracked = try TrackedQueryManager(storage: storage, clock: { [unowned self] in self.now() })
        try storage.commit()
    }

    /// The store file, while persistence works.
    var fileURL: URL? { storage?.fileURL }

    var isEnabled: Bool { storage != nil }

    /// Strictly increasing milliseconds, for least-recently-used order.
    private func now() -> Double {
        lastClock = max(Date().timeIntervalSince1970 * 1000, lastClock + 0.001)
        return lastClock
    }

    // MARK: Transactions and failures

    /// Runs `body` inside the current batch transaction (opening it if needed).
    private func change(_ what: String, _ body: (PersistenceStorage, TrackedQueryManager) throws -> Void) {
        guard let storage, let tracked else { return }
        do {
            if !inTransaction {
                try storage.begin()
                inTransaction = true
                queue.async { [weak self] in self?.commit() }
            }
            try body(storage, tracked)
        } catch {
            fail(what, error)
        }
    }

    /// Reads outside of any batch logic; `fallback` when persistence is off or fails.
    private func read<R>(_ what: String, _ fallback: R, _ body: (PersistenceStorage, TrackedQueryManager) throws -> R) -> R {
        guard let storage, let tracked else { return fallback }
        do {
            return try body(storage, tracked)
        } catch {
            fail(what, error)
            return fallback
        }
    }

    private func fail(_ what: String, _ error: any Error) {
        EngineLog.warn("persistence: \(what) failed (\(error)); persistence is off until the app restarts.")
        shutDown()
        onCommit?()
    }

    /// Commits the batch, then runs `onCommit`.
    func commit() {
        if inTransaction, let storage {
            inTransaction = false
            do { try storage.commit() } catch { return fail("commit", error) }
        }
        onCommit?()
    }

    /// Commits what is pending and closes the store (the repo is going away).
    func close() {
        commit()
        shutDown()
    }

    private func shutDown() {
        inTransaction = false
        storage?.close()
        if let url = storage?.fileURL { PersistenceManager.release(url) }
        storage = nil
        tracked = nil
    }

    deinit {
        if inTransaction { try? storage?.commit() }
        shutDown()
    }

    // MARK: User writes

    func userWrites() -> [PersistedWrite] {
        let writes = read("reading pending writes", []) { storage, _ in try storage.userWrites() }
        storedWriteIds.formUnion(writes.map(\.writeId))
        return writes
    }

    func saveUserOverwrite(_ path: Path, _ node: Node, writeId: Int) {
        saveUserWrite(PersistedWrite(writeId: writeId, path: path, payload: .overwrite(node)))
    }

    func saveUserMerge(_ path: Path, _ children: [(Path, Node)], writeId: Int) {
        saveUserWrite(PersistedWrite(writeId: writeId, path: path, payload: .merge(children)))
    }

    private func saveUserWrite(_ write: PersistedWrite) {
        change("saving a write") { storage, _ in
            try storage.saveUserWrite(write)
            storedWriteIds.insert(write.writeId)
        }
    }

    /// Forgets a write the server answered (writes never stored, like transactions, cost nothing).
    func removeUserWrite(_ writeId: Int) {
        guard storedWriteIds.remove(writeId) != nil else { return }
        change("removing a write") { storage, _ in try storage.removeUserWrite(writeId) }
    }

    /// Caches data the server accepted from this client, unless a listener keeps it up to date.
    func applyUserWriteToServerCache(_ path: Path, _ node: Node) {
        change("caching a write") { storage, tracked in
            guard !tracked.hasActiveDefaultQuery(path) else { return }
            try storage.overwriteServerCache(path, node)
            try tracked.ensureCompleteTrackedQuery(path)
        }
    }

    func applyUserWriteToServerCache(_ write: WriteRecord) {
        switch write.payload {
        case .overwrite(let node): applyUserWriteToServerCache(write.path, node)
        case .merge(let children): for (path, node) in children { applyUserWriteToServerCache(write.path.child(path), node) }
        }
    }

    // MARK: Server cache

    /// Server data for a query (`query` nil: the default query at `path`).
    func updateServerCache(_ path: Path, _ node: Node, query: QuerySpec = .default) {
        change("caching server data") { storage, _ in
            if query.isDefault {
                try storage.overwriteServerCache(path, node)
            } else {
                try storage.mergeIntoServerCache(path, node)
            }
        }
        pruneCheckAfterServerUpdate()
    }

    func updateServerCache(_ path: Path, merge children: [(Path, Node)]) {
        change("caching server data") { storage, _ in try storage.mergeIntoServerCache(path, children) }
        pruneCheckAfterServerUpdate()
    }

    /// The cached server data for a query, and whether it is complete.
    func serverCache(_ path: Path, _ query: QuerySpec) -> (node: Node, complete: Bool) {
        read("reading cached data", (Node.empty, false)) { storage, tracked in
            var keys: Set<ChildKey>?
            let complete: Bool
            if tracked.isComplete(path, query) {
                complete = true
                if !query.loadsAllData, let trackedQuery = tracked.find(path, query), trackedQuery.complete {
                    keys = try storage.trackedQueryKeys([trackedQuery.id])
                }
            } else {
                complete = false
                keys = try tracked.knownCompleteChildren(path)
            }
            let node = try storage.serverCache(path)
            guard let keys else { return (node, complete) }
            var filtered: [NamedNode] = []
            for key in keys {
                let child = node.immediateChild(key)
                if !child.isEmpty { filtered.append(NamedNode(key, child)) }
            }
            return (NodeCoder.childrenNode(filtered, sorted: false, priority: nil), complete)
        }
    }

    // MARK: Tracked queries

    func setQueryActive(_ path: Path, _ query: QuerySpec) {
        change("tracking a query") { _, tracked in try tracked.setActive(path, query, true) }
    }

    func setQueryInactive(_ path: Path, _ query: QuerySpec) {
        change("tracking a query") { _, tracked in try tracked.setActive(path, query, false) }
    }

    func setQueryComplete(_ path: Path, _ query: QuerySpec) {
        change("tracking a query") { _, tracked in try tracked.setComplete(path, query) }
    }

    func setTrackedQueryKeys(_ path: Path, _ query: QuerySpec, _ keys: [ChildKey]) {
        change("tracking query keys") { storage, tracked in
            guard let trackedQuery = tracked.find(path, query) else { return }
            try storage.setTrackedQueryKeys(trackedQuery.id, keys)
        }
    }

    func updateTrackedQueryKeys(_ path: Path, _ query: QuerySpec, added: [ChildKey], removed: [ChildKey]) {
        change("tracking query keys") { storage, tracked in
            guard let trackedQuery = tracked.find(path, query) else { return }
            try storage.updateTrackedQueryKeys(trackedQuery.id, added: added, removed: removed)
        }
    }

    // MARK: Pruning

    private func pruneCheckAfterServerUpdate() {
        updatesSinceLastPruneCheck += 1
        guard updatesSinceLastPruneCheck >= pruneCheckInterval else { return }
        updatesSinceLastPruneCheck = 0
        pruneIfNeeded()
    }

    /// Prunes the least recently used inactive queries' data while the cache is over its size
    /// (or more than `maxNumberOfQueriesToKeep` queries are prunable). Pending writes are in
    /// their own table and never pruned.
    func pruneIfNeeded() {
        change("pruning the cache") { storage, tracked in
            var size = try storage.serverCacheEstimatedSizeInBytes()
            while size > cacheSizeBytes || tracked.prunableCount > PersistenceManager.maxNumberOfQueriesToKeep {
                let forest = try tracked.pruneOldQueries(percent: PersistenceManager.percentOfQueriesToPruneAtOnce,
                                                         maxToKeep: PersistenceManager.maxNumberOfQueriesToKeep)
                guard forest.prunesAnything else { break }
                try storage.pruneCache(forest)
                size = try storage.serverCacheEstimatedSizeInBytes()
                EngineLog.log("persistence: pruned the cache to \(size) bytes")
            }
        }
    }

    /// The approximate size of the server cache in bytes.
    var serverCacheSize: Int { read("measuring the cache", 0) { storage, _ in try storage.serverCacheEstimatedSizeInBytes() } }
}
