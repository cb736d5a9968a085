import Foundation
import WilddogBackend
import WilddogEngine

/// A namespace's data on disk (`--data-dir`): one SQLite file holding a snapshot of the whole
/// data and the log of writes applied since, plus the namespace's rules.
///
/// Writes are recorded as they are applied and committed together at the end of the turn,
/// before any reply leaves (WAL mode: a commit survives the process being killed). When the
/// log has grown past the snapshot's size, the data is written as a new snapshot and the log
/// emptied, so start-up reads about twice the data at most. Confined to the namespace's queue.
final class DurableStore {
    private let database: SQLiteDatabase
    let path: String
    private var pending: [[UInt8]] = []
    private var logBytes = 0
    private var snapshotBytes = 0
    /// A new snapshot is written once the log holds this many bytes and more than the snapshot.
    static let minimumCompactionBytes = 8 << 20
    /// Asked for the whole data when a snapshot is due.
    var currentData: (() -> Node)?

    /// Opens (or creates) the store of `namespace` in `directory`.
    init(directory: String, namespace: String) throws {
        path = (directory as NSString).appendingPathComponent("\(namespace).sqlite3")
        database = try SQLiteDatabase(path: path)
        do {
            // WAL: a commit is one append (and survives a killed process); NORMAL: no fsync per
            // commit, the WAL is synced at checkpoints (a power cut may lose the last commits).
            _ = try database.scalarText("PRAGMA journal_mode=WAL")
            try database.execute("""
                PRAGMA synchronous=NORMAL;
                CREATE TABLE IF NOT EXISTS snapshot(id INTEGER PRIMARY KEY CHECK (id = 1), data BLOB NOT NULL);
                CREATE TABLE IF NOT EXISTS log(seq INTEGER PRIMARY KEY AUTOINCREMENT, record BLOB NOT NULL);
                CREATE TABLE IF NOT EXISTS settings(name TEXT PRIMARY KEY, value TEXT NOT NULL);
                """)
        } catch {
            database.close()
            throw error
        }
    }

    /// The stored data (snapshot plus the log replayed) and rules (nil: none stored).
    func load() throws -> (data: Node, rules: String?) {
        var data = Node.empty
        let snapshot = try database.statement("SELECT data FROM snapshot WHERE id = 1")
        if try snapshot.step() {
            try snapshot.withBlob(0) { bytes in
                snapshotBytes = bytes.count
                data = try NodeCoder.decode(bytes)
            }
        }
        snapshot.reset()
        let log = try database.statement("SELECT record FROM log ORDER BY seq")
        defer { log.reset() }
        while try log.step() {
            try log.withBlob(0) { bytes in
                logBytes += bytes.count
                data = try AppliedWrite(record: bytes).applied(to: data)
            }
        }
        let rules = try database.statement("SELECT value FROM settings WHERE name = 'rules'")
        defer { rules.reset() }
        let rulesText = try rules.step() ? rules.text(0) : nil
        return (data, rulesText)
    }

    /// Records an applied write; it is committed with the turn.
    func record(_ write: AppliedWrite) {
        pending.append(write.record)
    }

    /// Commits the writes recorded since the last commit, in one transaction.
    func commit() throws {
        guard !pending.isEmpty else { return }
        let records = pending
        pending = []
        try database.execute("BEGIN IMMEDIATE")
        do {
            let insert = try database.statement("INSERT INTO log(record) VALUES(?)")
            for record in records {
                insert.bind(1, record)
                try insert.run()
                logBytes += record.count
            }
            try database.execute("COMMIT")
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
        if logBytes >= Self.minimumCompactionBytes, logBytes > snapshotBytes, let currentData {
            try writeSnapshot(currentData())
        }
    }

    /// Replaces the snapshot with `data` and empties the log (nothing may be pending).
    func writeSnapshot(_ data: Node) throws {
        let bytes = NodeCoder.encode(data)
        try database.execute("BEGIN IMMEDIATE")
        do {
            let insert = try database.statement("INSERT OR REPLACE INTO snapshot(id, data) VALUES(1, ?)")
            insert.bind(1, bytes)
            try insert.run()
            try database.execute("DELETE FROM log")
            try database.execute("COMMIT")
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
        snapshotBytes = bytes.count
        logBytes = 0
        _ = try? database.scalarText("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// Whether the log holds writes a snapshot would fold in (worth doing at start-up).
    var hasLog: Bool { logBytes > 0 }

    /// Stores the rules text (nil: back to the open default).
    func saveRules(_ text: String?) throws {
        if let text {
            let statement = try database.statement("INSERT OR REPLACE INTO settings(name, value) VALUES('rules', ?)")
            statement.bind(1, text)
            try statement.run()
        } else {
            try database.execute("DELETE FROM settings WHERE name = 'rules'")
        }
    }

    func close() {
        _ = try? database.scalarText("PRAGMA wal_checkpoint(TRUNCATE)")
        database.close()
    }
}
