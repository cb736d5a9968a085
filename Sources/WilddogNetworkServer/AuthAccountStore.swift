import Foundation
import WilddogBackend
import WilddogEngine

/// A namespace's accounts on disk (`--data-dir`): `<data-dir>/auth/<namespace>.sqlite3` holds
/// the accounts with their password hashes, the sessions (by the SHA-256 of their refresh
/// tokens, never the tokens), the pending codes and the service-account key. Every auth
/// operation that changed something is one transaction, committed before it is answered
/// (WAL, `synchronous=FULL`: an answered sign-up survives a power cut too).
final class AuthAccountStore: AuthPersistence, @unchecked Sendable {
    // @unchecked: the connection is used only under `lock`.
    private let lock = Lock<Void>(())
    private let database: SQLiteDatabase
    let path: String

    /// Opens (or creates) the store of `namespace` in `dataDirectory/auth`.
    init(dataDirectory: String, namespace: String) throws {
        let directory = AuthKeyRing.authDirectory(dataDirectory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        path = (directory as NSString).appendingPathComponent("\(namespace).sqlite3")
        database = try SQLiteDatabase(path: path)
        do {
            _ = try database.scalarText("PRAGMA journal_mode=WAL")
            try database.execute("""
                PRAGMA synchronous=FULL;
                CREATE TABLE IF NOT EXISTS users(uid TEXT PRIMARY KEY, record BLOB NOT NULL);
                CREATE TABLE IF NOT EXISTS sessions(key TEXT PRIMARY KEY, entry BLOB NOT NULL);
                CREATE TABLE IF NOT EXISTS codes(key TEXT PRIMARY KEY, entry BLOB NOT NULL);
                CREATE TABLE IF NOT EXISTS settings(name TEXT PRIMARY KEY, value TEXT NOT NULL);
                """)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        } catch {
            database.close()
            throw error
        }
    }

    /// The namespaces whose accounts are kept in `dataDirectory`.
    static func storedNames(dataDirectory: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: AuthKeyRing.authDirectory(dataDirectory))) ?? []
        return files.compactMap { file -> String? in
            guard file.hasSuffix(".sqlite3") else { return nil }
            let name = String(file.dropLast(".sqlite3".count))
            return NamespaceName.isValid(name) ? name : nil
        }.sorted()
    }

    /// Everything stored.
    func load() throws -> AuthStoredState {
        try lock.withLock { _ in
            var state = AuthStoredState()
            state.users = try rows("SELECT uid, record FROM users")
            state.sessions = try rows("SELECT key, entry FROM sessions")
            state.codes = try rows("SELECT key, entry FROM codes")
            return state
        }
    }

    private func rows(_ sql: StaticString) throws -> [String: AuthJSON] {
        let statement = try database.statement(sql)
        defer { statement.reset() }
        var rows: [String: AuthJSON] = [:]
        while try statement.step() {
            let key = statement.text(0)
            guard let value = statement.withBlob(1, { AuthJSON.parse(Array($0)) }) else {
                throw NetworkServerError("\(path): the row \(key) is not JSON")
            }
            rows[key] = value
        }
        return rows
    }

    func write(_ changes: [AuthStoredChange]) throws {
        try lock.withLock { _ in
            try database.execute("BEGIN IMMEDIATE")
            do {
                for change in changes {
                    switch change {
                    case .user(let uid, let json): try put(uid, json, "INSERT OR REPLACE INTO users(uid, record) VALUES(?, ?)", "DELETE FROM users WHERE uid = ?")
                    case .session(let key, let json): try put(key, json, "INSERT OR REPLACE INTO sessions(key, entry) VALUES(?, ?)", "DELETE FROM sessions WHERE key = ?")
                    case .code(let key, let json): try put(key, json, "INSERT OR REPLACE INTO codes(key, entry) VALUES(?, ?)", "DELETE FROM codes WHERE key = ?")
                    }
                }
                try database.execute("COMMIT")
            } catch {
                try? database.execute("ROLLBACK")
                throw error
            }
        }
    }

    private func put(_ key: String, _ json: AuthJSON?, _ insert: StaticString, _ delete: StaticString) throws {
        let statement = try database.statement(json == nil ? delete : insert)
        statement.bind(1, key)
        if let json { statement.bind(2, json.jsonBytes()) }
        try statement.run()
    }

    /// A setting (the service-account key), nil when unset.
    func setting(_ name: String) throws -> String? {
        try lock.withLock { _ in
            let statement = try database.statement("SELECT value FROM settings WHERE name = ?")
            defer { statement.reset() }
            statement.bind(1, name)
            return try statement.step() ? statement.text(0) : nil
        }
    }

    func setSetting(_ name: String, _ value: String) throws {
        try lock.withLock { _ in
            let statement = try database.statement("INSERT OR REPLACE INTO settings(name, value) VALUES(?, ?)")
            statement.bind(1, name)
            statement.bind(2, value)
            try statement.run()
        }
    }

    func close() {
        lock.withLock { _ in database.close() }
    }
}
