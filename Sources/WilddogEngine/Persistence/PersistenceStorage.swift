import Foundation

/// One app's store on disk (Firebase's storage engine, on SQLite): the server cache, the
/// pending user writes, and the tracked queries with their keys. Confined to the repo queue.
///
/// Server cache rows are keyed by path (`/a/b/`, root `/`), so every location's data is one
/// range scan: a row holds the node at its path, and rows below it override parts of it. A
/// node larger than `splitThreshold` is stored as one row per child (plus an empty row at its
/// own path), so updating one child of a large list rewrites that child only.
final class PersistenceStorage {
    static let schemaVersion: Int64 = 1
    /// Nodes whose encoding exceeds this many bytes are split into their children.
    static let splitThreshold = 16 * 1024

    private let db: SQLiteDatabase
    let fileURL: URL

    /// Opens (creating if needed) the store at `fileURL`, in WAL mode. Throws when the file is
    /// not a usable store (corrupt, not a database, from an unknown schema version).
    init(fileURL: URL) throws {
        self.fileURL = fileURL
        db = try SQLiteDatabase(path: fileURL.path)
        do {
            try configure()
        } catch {
            db.close()
            throw error
        }
    }

    private func configure() throws {
        let mode = try db.scalarText("PRAGMA journal_mode=WAL")
        guard mode?.lowercased() == "wal" else {
            throw SQLiteError(code: 1, message: "cannot use WAL mode (journal_mode is \(mode ?? "unknown"))")
        }
        // Commits are written to the WAL before they return: a killed process loses nothing it
        // committed (a power loss may lose the last commits, never consistency).
        try db.execute("PRAGMA synchronous=NORMAL")
        // No full integrity check here (it reads the whole file and would cost the cold start):
        // a file that is not a database fails above, and damage found later is reported as
        // corruption by the read that meets it (the manager then moves the file aside).
        let version = try db.scalarInt("PRAGMA user_version")
        guard version == 0 || version == PersistenceStorage.schemaVersion else {
            throw SQLiteError(code: 26, message: "unknown store version \(version)")
        }
        try db.execute("""
            CREATE TABLE IF NOT EXISTS server_cache(path TEXT PRIMARY KEY, value BLOB NOT NULL) WITHOUT ROWID;
            CREATE TABLE IF NOT EXISTS writes(id INTEGER PRIMARY KEY, path TEXT NOT NULL, kind INTEGER NOT NULL,
                                              data BLOB NOT NULL);
            CREATE TABLE IF NOT EXISTS tracked_queries(id INTEGER PRIMARY KEY, path TEXT NOT NULL, query TEXT NOT NULL,
                                                       last_use REAL NOT NULL, complete INTEGER NOT NULL,
                                                       active INTEGER NOT NULL);
            CREATE TABLE IF NOT EXISTS tracked_keys(id INTEGER NOT NULL, key TEXT NOT NULL, PRIMARY KEY(id, key))
                WITHOUT ROWID;
            """)
        if version == 0 { try db.execute("PRAGMA user_version = \(PersistenceStorage.schemaVersion)") }
    }

    func close() { db.close() }

    /// SQL statements run on this store so far (tests count the work per operation).
    var statementsRun: Int { db.statementsRun }

    // MARK: Transactions

    func begin() throws { try db.execute("BEGIN") }
    func commit() throws { try db.execute("COMMIT") }

    // MARK: User writes

    func saveUserWrite(_ write: PersistedWrite) throws {
        let (kind, bytes) = write.encoded
        let s = try db.statement("INSERT OR REPLACE INTO writes(id, path, kind, data) VALUES(?, ?, ?, ?)")
        s.bind(1, Int64(write.writeId))
        s.bind(2, PersistenceStorage.key(write.path))
        s.bind(3, kind)
        s.bind(4, bytes)
        try s.run()
    }

    func removeUserWrite(_ writeId: Int) throws {
        let s = try db.statement("DELETE FROM writes WHERE id = ?")
        s.bind(1, Int64(writeId))
        try s.run()
    }

    /// The pending writes in write order; unreadable rows are logged and skipped.
    func userWrites() throws -> [PersistedWrite] {
        let s = try db.statement("SELECT id, path, kind, data FROM writes ORDER BY id")
        defer { s.reset() }
        var writes: [PersistedWrite] = []
        while try s.step() {
            let id = s.int64(0)
            let path = Path(s.text(1))
            let kind = s.int64(2)
            do {
                let payload = try s.withBlob(3) { try PersistedWrite.decodePayload(kind: kind, bytes: $0) }
                writes.append(PersistedWrite(writeId: Int(id), path: path, payload: payload))
            } catch {
                EngineLog.warn("persistence: pending write \(id) at \(path) is unreadable and is dropped.")
            }
        }
        return writes
    }

    // MARK: Server cache

    /// The cached server data at `path` (empty when nothing is cached).
    func serverCache(_ path: Path) throws -> Node {
        var node = Node.empty
        // Rows at the path or above it, root first: deeper rows are newer.
        var prefix = Path.root
        for depth in 0...path.count {
            if depth > 0 { prefix = prefix.child(path.segments[path.segments.startIndex + depth - 1]) }
            let s = try db.statement("SELECT value FROM server_cache WHERE path = ?")
            s.bind(1, PersistenceStorage.key(prefix))
            if try s.step() {
                let saved = try s.withBlob(0) { try NodeCoder.decode($0) }
                node = saved.child(Path.relative(from: prefix, to: path))
            }
            s.reset()
        }
        // Rows below it, in key order (each location's rows are contiguous, its own row first).
        let start = PersistenceStorage.key(path)
        let s = try db.statement("SELECT path, value FROM server_cache WHERE path > ? AND path < ? ORDER BY path")
        s.bind(1, start)
        s.bind(2, PersistenceStorage.rangeEnd(start))
        defer { s.reset() }
        var rows = RowsBelow()
        var buffer: [NamedNode] = []
        let prefixLength = start.utf8.count
        while try s.step() {
            let keys = s.withText(0) { rows.appendKeys(of: $0, droppingPrefix: prefixLength) }
            rows.append(keys, try s.withBlob(1) { try NodeCoder.decode($0, reusing: &buffer) })
        }
        return rows.isEmpty ? node : rows.overlay(node, rows.all, depth: 0)
    }

    func overwriteServerCache(_ path: Path, _ node: Node) throws {
        let (start, end) = PersistenceStorage.keyRange(path)
        try removeNested(start, end)
        if case .children(let children) = node, children.count > PersistenceStorage.smallNodeChildren {
            return try saveNested(path, node)
        }
        // A leaf or a node of few children: encoded once, split only if its bytes are too many.
        let bytes = NodeCoder.encode(node)
        if case .children = node, bytes.count > PersistenceStorage.splitThreshold { return try saveNested(path, node) }
        try saveRow(start, bytes)
    }

    /// Nodes with at most this many children are encoded before deciding on a split (cheaper
    /// than estimating the size first); larger ones are estimated, so a huge node is not
    /// encoded whole only to be split.
    static let smallNodeChildren = 32

    /// Overwrites each child of `node` at `path` (the data of a query that does not load all data).
    func mergeIntoServerCache(_ path: Path, _ node: Node) throws {
        try node.forEachChild { named in try overwriteServerCache(path.child(named.name), named.node) }
    }

    func mergeIntoServerCache(_ path: Path, _ children: [(Path, Node)]) throws {
        for (relative, node) in children { try overwriteServerCache(path.child(relative), node) }
    }

    private func removeNested(_ start: String, _ end: String) throws {
        let s = try db.statement("DELETE FROM server_cache WHERE path >= ? AND path < ?")
        s.bind(1, start)
        s.bind(2, end)
        try s.run()
    }

    private func removeNested(_ path: Path) throws {
        let (start, end) = PersistenceStorage.keyRange(path)
        try removeNested(start, end)
    }

    private func saveNested(_ path: Path, _ node: Node) throws {
        if case .children(let children) = node, PersistenceStorage.exceeds(node, PersistenceStorage.splitThreshold) {
            for named in children.children { try saveNested(path.child(named.name), named.node) }
            if let priority = node.priority { try saveRow(path.child(.priority), .leaf(priority)) }
            // The empty row records that the location is known (and rows below make it up).
            try saveRow(path, .empty)
        } else {
            try saveRow(path, node)
        }
    }

    private func saveRow(_ path: Path, _ node: Node) throws {
        try saveRow(PersistenceStorage.key(path), NodeCoder.encode(node))
    }

    private func saveRow(_ key: String, _ bytes: [UInt8]) throws {
        let s = try db.statement("INSERT OR REPLACE INTO server_cache(path, value) VALUES(?, ?)")
        s.bind(1, key)
        s.bind(2, bytes)
        try s.run()
    }

    /// Whether the encoded size of `node` is over `limit` (stops counting once it is).
    private static func exceeds(_ node: Node, _ limit: Int) -> Bool {
        var budget = limit
        func visit(_ node: Node) -> Bool {
            switch node {
            case .empty: budget -= 1
            case .leaf(let leaf):
                if case .string(let s) = leaf.value { budget -= s.utf8.count + 2 } else { budget -= 9 }
            case .children(let c):
                for named in c.children {
                    budget -= named.name.string.utf8.count + 1
                    if budget < 0 || visit(named.node) { return true }
                }
            }
            return budget < 0
        }
        return visit(node)
    }

    /// The approximate size of the server cache: its keys and values.
    func serverCacheEstimatedSizeInBytes() throws -> Int {
        Int(try db.scalarInt("SELECT COALESCE(SUM(LENGTH(path) + LENGTH(value)), 0) FROM server_cache"))
    }

    /// Removes the cached data the forest prunes, keeping what it keeps.
    ///
    /// Only the rows at or below the forest's topmost prunes are affected. Where nothing below
    /// such a location is kept (a pruned query's own data, the usual case), its rows go in one
    /// range delete; otherwise its rows are read and sorted into pruned and kept ones.
    func pruneCache(_ forest: PruneForest) throws {
        guard forest.prunesAnything else { return }
        for (path, keepsBelow) in forest.topmostPrunes {
            if keepsBelow {
                try pruneRows(at: path, forest)
            } else {
                try removeNested(path)
            }
        }
    }

    /// The rows at or below `location` (a topmost prune with kept locations below it): the
    /// pruned ones are deleted, keeping the forest's kept data in one row at each pruned row.
    private func pruneRows(at location: Path, _ forest: PruneForest) throws {
        var toPrune = ImmutableTree<Bool>()
        var toKeep = ImmutableTree<Bool>()
        let start = PersistenceStorage.key(location)
        let s = try db.statement("SELECT path FROM server_cache WHERE path >= ? AND path < ? ORDER BY path")
        s.bind(1, start)
        s.bind(2, PersistenceStorage.rangeEnd(start))
        while try s.step() {
            // Every row here is flagged (the prune at `location` is above it, or a keep below).
            let path = Path(s.text(0))
            switch forest.flag(path) {
            case true?: toPrune.set(path, true)
            case false?: toKeep.set(path, true)
            case nil: break
            }
        }
        s.reset()
        guard !toPrune.isEmpty else { return }
        var resave: [(Path, Node)] = []
        var deletes: [Path] = []
        try collectPrunes(.root, toPrune, toKeep, forest, &resave, &deletes)
        toPrune.forEach { path, _ in deletes.append(path) }
        let delete = try db.statement("DELETE FROM server_cache WHERE path = ?")
        for path in deletes {
            delete.reset()
            delete.bind(1, PersistenceStorage.key(path))
            try delete.run()
        }
        for (path, node) in resave { try saveRow(path, node) }
    }

    private func collectPrunes(_ path: Path, _ toPrune: ImmutableTree<Bool>, _ toKeep: ImmutableTree<Bool>,
                               _ forest: PruneForest, _ resave: inout [(Path, Node)], _ deletes: inout [Path]) throws {
        if toPrune.value != nil {
            // A row to prune: keep what the forest keeps below it, in one new row.
            let kept = forest.keptPaths
            guard !kept.isEmpty else { return }
            let node = try serverCache(path)
            var keptNode = Node.empty
            for keptPath in kept {
                keptNode = keptNode.updatingChild(keptPath, node.child(keptPath))
                if toKeep.get(keptPath) != nil { deletes.append(path.child(keptPath)) }
            }
            resave.append((path, keptNode))
        } else {
            for key in toPrune.sortedChildKeys {
                guard let child = toPrune.child(key) else { continue }
                try collectPrunes(path.child(key), child, toKeep.subtree(Path([key])), forest.child(key), &resave, &deletes)
            }
        }
    }

    // MARK: Tracked queries

    func trackedQueries() throws -> [TrackedQuery] {
        let s = try db.statement("SELECT id, path, query, last_use, complete, active FROM tracked_queries ORDER BY id")
        defer { s.reset() }
        var result: [TrackedQuery] = []
        while try s.step() {
            result.append(TrackedQuery(id: s.int64(0), path: Path(s.text(1)), queryId: s.text(2), lastUse: s.double(3),
                                       complete: s.int64(4) != 0, active: s.int64(5) != 0))
        }
        return result
    }

    func saveTrackedQuery(_ query: TrackedQuery) throws {
        let s = try db.statement("""
            INSERT OR REPLACE INTO tracked_queries(id, path, query, last_use, complete, active) VALUES(?, ?, ?, ?, ?, ?)
            """)
        s.bind(1, query.id)
        s.bind(2, PersistenceStorage.key(query.path))
        s.bind(3, query.queryId)
        s.bind(4, query.lastUse)
        s.bind(5, query.complete ? 1 as Int64 : 0)
        s.bind(6, query.active ? 1 as Int64 : 0)
        try s.run()
    }

    /// Deletes a tracked query and its keys (`hasKeys` false: a default query, which never has
    /// keys stored, costs one statement).
    func deleteTrackedQuery(_ id: Int64, hasKeys: Bool = true) throws {
        let s = try db.statement("DELETE FROM tracked_queries WHERE id = ?")
        s.bind(1, id)
        try s.run()
        guard hasKeys else { return }
        let k = try db.statement("DELETE FROM tracked_keys WHERE id = ?")
        k.bind(1, id)
        try k.run()
    }

    func trackedQueryKeys(_ ids: [Int64]) throws -> Set<ChildKey> {
        var keys = Set<ChildKey>()
        let s = try db.statement("SELECT key FROM tracked_keys WHERE id = ?")
        for id in ids {
            s.reset()
            s.bind(1, id)
            while try s.step() { keys.insert(ChildKey(s.text(0))) }
        }
        s.reset()
        return keys
    }

    func setTrackedQueryKeys(_ id: Int64, _ keys: [ChildKey]) throws {
        let d = try db.statement("DELETE FROM tracked_keys WHERE id = ?")
        d.bind(1, id)
        try d.run()
        try updateTrackedQueryKeys(id, added: keys, removed: [])
    }

    func updateTrackedQueryKeys(_ id: Int64, added: [ChildKey], removed: [ChildKey]) throws {
        let delete = try db.statement("DELETE FROM tracked_keys WHERE id = ? AND key = ?")
        let insert = try db.statement("INSERT OR REPLACE INTO tracked_keys(id, key) VALUES(?, ?)")
        for (statement, keys) in [(delete, removed), (insert, added)] {
            for key in keys {
                statement.reset()
                statement.bind(1, id)
                statement.bind(2, key.string)
                try statement.run()
            }
        }
    }

    // MARK: Keys

    /// The row key of a path: `/` for the root, `/a/b/` below it.
    static func key(_ path: Path) -> String {
        var key = "/"
        for segment in path.segments {
            key += segment.string
            key += "/"
        }
        return key
    }

    /// The row keys at or below `path`: from `key(path)` up to (excluding) `rangeEnd` of it.
    static func keyRange(_ path: Path) -> (start: String, end: String) {
        var base = ""
        for segment in path.segments {
            base += "/"
            base += segment.string
        }
        return (base + "/", base + "0")
    }

    /// The first key after every key that starts with `start` (which ends with `/`).
    static func rangeEnd(_ start: String) -> String {
        String(start.dropLast()) + "0"
    }
}
