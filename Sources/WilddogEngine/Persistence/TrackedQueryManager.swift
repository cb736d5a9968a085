import Foundation

/// The tracked queries, in memory and in the store (Firebase's TrackedQueryManager): which
/// cached locations are complete, which are in use, and which to prune first.
final class TrackedQueryManager {
    /// Tracked queries by location, then by query identifier; changed in place (uniquely held:
    /// no copy of a location's siblings per change).
    private var tree = ImmutableTree<[String: TrackedQuery]>()
    private var nextId: Int64 = 1
    private let storage: PersistenceStorage
    private let clock: () -> Double

    /// Loads the tracked queries; those active in the last process become inactive, used now.
    init(storage: PersistenceStorage, clock: @escaping () -> Double) throws {
        self.storage = storage
        self.clock = clock
        let now = clock()
        for var query in try storage.trackedQueries() {
            nextId = max(nextId, query.id + 1)
            if query.active {
                query.active = false
                query.lastUse = now
                try storage.saveTrackedQuery(query)
            }
            cache(query)
        }
    }

    private func cache(_ query: TrackedQuery) {
        tree.updateSubtree(query.path) { node in
            if node.value == nil { node.value = [:] }
            node.value![query.queryId] = query
        }
    }

    private func save(_ query: TrackedQuery) throws {
        cache(query)
        try storage.saveTrackedQuery(query)
    }

    func find(_ path: Path, _ query: QuerySpec) -> TrackedQuery? {
        tree.get(path)?[TrackedQuery.normalizedId(query)]
    }

    private func remove(_ query: TrackedQuery) throws {
        tree.updateSubtree(query.path) { node in
            node.value?[query.queryId] = nil
            if node.value?.isEmpty == true { node.value = nil }
        }
        try storage.deleteTrackedQuery(query.id, hasKeys: !query.isDefault)
    }

    func setActive(_ path: Path, _ query: QuerySpec, _ active: Bool) throws {
        let now = clock()
        if var tracked = find(path, query) {
            tracked.lastUse = now
            tracked.active = active
            try save(tracked)
        } else if active {
            let tracked = TrackedQuery(id: nextId, path: path, queryId: TrackedQuery.normalizedId(query), lastUse: now,
                                       complete: false, active: true)
            nextId += 1
            try save(tracked)
        }
    }

    /// Marks the query complete (a default query: every query at or below its location).
    func setComplete(_ path: Path, _ query: QuerySpec) throws {
        if query.loadsAllData {
            try setQueriesComplete(path)
        } else if var tracked = find(path, query), !tracked.complete {
            tracked.complete = true
            try save(tracked)
        }
    }

    func setQueriesComplete(_ path: Path) throws {
        var toSave: [TrackedQuery] = []
        tree.subtree(path).forEach { _, queries in
            for query in queries.values where !query.complete {
                var q = query
                q.complete = true
                toSave.append(q)
            }
        }
        for query in toSave { try save(query) }
    }

    /// Whether a complete default query covers `path`.
    func includedInDefaultCompleteQuery(_ path: Path) -> Bool {
        tree.firstOnPath(path) { queries in queries[TrackedQuery.defaultId]?.complete == true ? true : nil } ?? false
    }

    func isComplete(_ path: Path, _ query: QuerySpec) -> Bool {
        if includedInDefaultCompleteQuery(path) { return true }
        if query.loadsAllData { return false }
        return find(path, query)?.complete == true
    }

    func hasActiveDefaultQuery(_ path: Path) -> Bool {
        tree.firstOnPath(path) { queries in queries[TrackedQuery.defaultId]?.active == true ? true : nil } ?? false
    }

    /// Makes the data at `path` count as complete (an acknowledged write was cached there).
    func ensureCompleteTrackedQuery(_ path: Path) throws {
        let (covered, existing) = defaultQueryOnPath(path)
        guard !covered else { return }
        if var tracked = existing {
            tracked.complete = true
            try save(tracked)
        } else {
            try save(TrackedQuery(id: nextId, path: path, queryId: TrackedQuery.defaultId, lastUse: clock(),
                                  complete: true, active: false))
            nextId += 1
        }
    }

    /// One walk down `path`: whether a complete default query at or above it covers it, and
    /// the default query at `path` itself. (The walk's references to the tree end on return, so
    /// the tree stays uniquely held for the change that follows.)
    private func defaultQueryOnPath(_ path: Path) -> (covered: Bool, atPath: TrackedQuery?) {
        var node = tree
        if node.value?[TrackedQuery.defaultId]?.complete == true { return (true, nil) }
        for key in path.segments {
            guard let child = node.child(key) else { return (false, nil) }
            node = child
            if node.value?[TrackedQuery.defaultId]?.complete == true { return (true, nil) }
        }
        return (false, node.value?[TrackedQuery.defaultId])
    }

    /// The children of `path` known completely: the keys of complete queries at `path` and
    /// the children with a complete default query of their own.
    func knownCompleteChildren(_ path: Path) throws -> Set<ChildKey> {
        let queries = tree.get(path) ?? [:]
        let ids = queries.values.filter { !$0.isDefault && $0.complete }.map(\.id)
        var keys = ids.isEmpty ? [] : try storage.trackedQueryKeys(ids)
        let subtree = tree.subtree(path)
        for (key, child) in subtree.children where child.value?[TrackedQuery.defaultId]?.complete == true {
            keys.insert(key)
        }
        return keys
    }

    var prunableCount: Int {
        var count = 0
        tree.forEachValueUnordered { queries in for query in queries.values where !query.active { count += 1 } }
        return count
    }

    /// Forgets the least recently used inactive queries (`percent` of them, at least all but
    /// `maxToKeep`) and returns what to prune from and keep in the server cache.
    func pruneOldQueries(percent: Double, maxToKeep: Int) throws -> PruneForest {
        var prunable: [TrackedQuery] = []
        var unprunable: [TrackedQuery] = []
        tree.forEachValueUnordered { queries in
            for query in queries.values { if query.active { unprunable.append(query) } else { prunable.append(query) } }
        }
        prunable.sort { ($0.lastUse, $0.id) < ($1.lastUse, $1.id) }
        let countToKeep = min(Int((Double(prunable.count) * (1 - percent)).rounded(.down)), maxToKeep)
        let countToPrune = prunable.count - countToKeep
        var forest = PruneForest()
        for query in prunable.prefix(countToPrune) {
            forest.formPrune(query.path)
            try remove(query)
        }
        for query in prunable.dropFirst(countToPrune) { forest.formKeepWherePruned(query.path) }
        for query in unprunable { forest.formKeepWherePruned(query.path) }
        return forest
    }
}
