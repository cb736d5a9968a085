import Dispatch
import Foundation

/// A repo's persistence (Firebase's PersistenceManager): what the sync tree and the repo tell
/// the store, and what they read back from it. Confined to the repo queue.
///
/// Changes are batched: the first change of a batch schedules its commit on the repo queue,
/// behind the work already queued; pending writes and server cache updates wait in memory
/// (`PersistenceBatch`) and are written in one transaction at the commit, other changes go
/// into that transaction at once. `onCommit` then runs: the repo holds back the events and
/// completions raised during the batch until then, so nothing a user saw is lost by a kill.
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
    /// Whether a batch is waiting for its commit.
    private(set) var hasPendingChanges = false
    private var transactionOpen = false
    private var batch = PersistenceBatch()
    /// Runs on the repo queue after each commit.
    var onCommit: (() -> Void)?
    /// The ids of the writes in the store or in the batch.
    private var storedWriteIds = Set<Int>()
    private var lastClock = 0.0

    static let percentOfQueriesToPruneAtOnce = 0.2
    static let maxNumberOfQueriesToKeep = 1000

    init(storage: PersistenceStorage, cacheSizeBytes: Int, queue: DispatchQueue, pruneCheckInterval: Int = 1000) throws {
        self.storage = storage
        self.storeURL = storage.fileURL
        self.queue = queue
        self.cacheSizeBytes = cacheSizeBytes
        self.pruneCheckInterval = max(1, pruneCheckInterval)
        lastClock = Date().timeIntervalSince1970 * 1000
        try storage.begin()
        tracked = try TrackedQueryManager(storage: storage, clock: { [unowned self] in self.now() })
        try storage.commit()
    }

    /// The store file (kept after a failure turned persistence off).
    let storeURL: URL

    /// The store file, while persistence works.
    var fileURL: URL? { storage?.fileURL }

    var isEnabled: Bool { storage != nil }

    /// SQL statements run on the store so far (tests count the work per write; repo queue).
    var statementsRun: Int { storage?.statementsRun ?? 0 }

    /// Strictly increasing milliseconds, for least-recently-used order.
    private func now() -> Double {
        lastClock = max(Date().timeIntervalSince1970 * 1000, lastClock + 0.001)
        return lastClock
    }

    // MARK: Transactions and failures

    /// Starts a batch if none is pending: its commit runs after the work queued so far.
    private func markPending() {
        guard !hasPendingChanges else { return }
        hasPendingChanges = true
        queue.async { [weak self] in self?.commit() }
    }

    private func openTransaction(_ storage: PersistenceStorage) throws {
        guard !transactionOpen else { return }
        try storage.begin()
        transactionOpen = true
    }

    /// Runs `body` inside the batch's transaction (opening it if needed).
    private func change(_ what: String, _ body: (PersistenceStorage, TrackedQueryManager) throws -> Void) {
        guard let storage, let tracked else { return }
        markPending()
        do {
            try openTransaction(storage)
            try body(storage, tracked)
        } catch {
            fail(what, error)
        }
    }

    /// Adds to the in-memory part of the batch.
    private func buffer(_ body: (inout PersistenceBatch, TrackedQueryManager) -> Void) {
        guard storage != nil, let tracked else { return }
        markPending()
        body(&batch, tracked)
    }

    /// Writes the buffered server cache updates before the cache is read.
    private func flushCache() {
        change("caching server data") { storage, _ in try batch.flushCache(into: storage) }
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
        let url = storage?.fileURL
        shutDown()
        if let url, let sqlite = error as? SQLiteError, sqlite.isCorruption {
            // Damaged: the next launch starts with a new store.
            let aside = PersistenceManager.moveAside(url)
            EngineLog.warn("persistence: the store \(url.path) is damaged (\(error)); "
                + (aside.map { "moved it to \($0.path); " } ?? "")
                + "persistence is off until the app restarts.")
        } else {
            EngineLog.warn("persistence: \(what) failed (\(error)); persistence is off until the app restarts.")
        }
        onCommit?()
    }

    /// Writes and commits the batch, then runs `onCommit`.
    func commit() {
        if hasPendingChanges, let storage {
            do {
                try openTransaction(storage)
                try batch.flush(into: storage)
                try storage.commit()
            } catch {
                return fail("commit", error)
            }
            hasPendingChanges = false
            transactionOpen = false
        }
        onCommit?()
    }

    /// Commits what is pending and closes the store (the repo is going away).
    func close() {
        commit()
        shutDown()
    }

    private func shutDown() {
        hasPendingChanges = false
        transactionOpen = false
        batch = PersistenceBatch()
        storage?.close()
        if let url = storage?.fileURL { PersistenceManager.release(url) }
        storage = nil
        tracked = nil
    }

    deinit {
        if hasPendingChanges { commit() }
        shutDown()
    }

    // MARK: User writes

    /// The pending writes in the store (after committing the batch), in write order.
    func userWrites() -> [PersistedWrite] {
        if hasPendingChanges { commit() }
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
        buffer { batch, _ in batch.save(write) }
        if storage != nil { storedWriteIds.insert(write.writeId) }
    }

    /// Forgets a write the server answered (writes never stored, like transactions, cost nothing).
    func removeUserWrite(_ writeId: Int) {
        guard storedWriteIds.remove(writeId) != nil else { return }
        buffer { batch, _ in batch.remove(writeId) }
    }

    /// Caches data the server accepted from this client, unless a listener keeps it up to date.
    ///
    /// The write's location becomes a complete tracked query, prunable once no listener uses
    /// it; the write counts as a server update toward the next prune check, so the tracked
    /// queries of many acknowledged writes stay bounded (beyond `maxNumberOfQueriesToKeep`
    /// prunable ones, the least recently used go at the next check).
    func applyUserWriteToServerCache(_ path: Path, _ node: Node) {
        guard let tracked, !tracked.hasActiveDefaultQuery(path) else { return }
        buffer { batch, _ in batch.overwriteCache(path, node) }
        change("caching a write") { _, tracked in try tracked.ensureCompleteTrackedQuery(path) }
        pruneCheckAfterServerUpdate()
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
        buffer { batch, _ in
            if query.isDefault {
                batch.overwriteCache(path, node)
            } else {
                // A query's data replaces the children it holds, not the whole location.
                node.forEachChild { batch.overwriteCache(path.child($0.name), $0.node) }
            }
        }
        pruneCheckAfterServerUpdate()
    }

    func updateServerCache(_ path: Path, merge children: [(Path, Node)]) {
        buffer { batch, _ in for (relative, node) in children { batch.overwriteCache(path.child(relative), node) } }
        pruneCheckAfterServerUpdate()
    }

    /// The cached server data for a query, and whether it is complete.
    func serverCache(_ path: Path, _ query: QuerySpec) -> (node: Node, complete: Bool) {
        flushCache()
        return read("reading cached data", (Node.empty, false)) { storage, tracked in
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
        flushCache()
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
    var serverCacheSize: Int {
        flushCache()
        return read("measuring the cache", 0) { storage, _ in try storage.serverCacheEstimatedSizeInBytes() }
    }
}
