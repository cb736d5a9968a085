// The only file that talks to the SQLite C API: the SDK's SQLite3 module on Apple platforms,
// the system library (`CSQLite`, libsqlite3) elsewhere.
#if canImport(SQLite3)
import SQLite3
#else
import CSQLite
#endif

/// An SQLite failure: the result code and SQLite's message.
package struct SQLiteError: Error, CustomStringConvertible {
    package let code: Int32
    package let message: String

    /// The database file is not a database or is damaged (as opposed to busy, full, …).
    var isCorruption: Bool {
        let primary = code & 0xFF
        return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB
    }

    /// Another connection holds the database.
    var isBusy: Bool {
        let primary = code & 0xFF
        return primary == SQLITE_BUSY || primary == SQLITE_LOCKED
    }

    package var description: String { "SQLite error \(code): \(message)" }
}

/// One connection to a database file, used from one queue at a time. Prepared statements are
/// cached by the address of their (static) SQL text: finding one costs a pointer hash, not a
/// hash of the text.
package final class SQLiteDatabase {
    private var handle: OpaquePointer?
    private var statements: [UnsafeRawPointer: SQLiteStatement] = [:]
    /// Statements run so far (`step` calls that began a statement), for tests that count work.
    private(set) var statementsRun = 0

    package init(path: String) throws {
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let rc = sqlite3_open_v2(path, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open \(path)"
            sqlite3_close_v2(db)
            throw SQLiteError(code: rc, message: message)
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, 2000)
    }

    deinit { close() }

    var isOpen: Bool { handle != nil }

    /// Finalizes every statement and closes the connection (idempotent).
    package func close() {
        for statement in statements.values { statement.finalize() }
        statements = [:]
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    /// Runs one or more statements that return no rows of interest.
    package func execute(_ sql: String) throws {
        guard let handle else { throw SQLiteError(code: SQLITE_MISUSE, message: "database closed") }
        var error: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &error)
        if rc != SQLITE_OK {
            let message = error.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(error)
            throw SQLiteError(code: rc, message: message)
        }
    }

    /// The cached prepared statement for `sql`, reset (every parameter must be bound again
    /// before it runs: callers bind them all).
    package func statement(_ sql: StaticString) throws -> SQLiteStatement {
        let key = UnsafeRawPointer(sql.utf8Start)
        if let cached = statements[key] {
            cached.reset()
            return cached
        }
        guard let handle else { throw SQLiteError(code: SQLITE_MISUSE, message: "database closed") }
        var raw: OpaquePointer?
        let rc = sqlite3_prepare_v2(handle, key.assumingMemoryBound(to: CChar.self), Int32(sql.utf8CodeUnitCount), &raw, nil)
        guard rc == SQLITE_OK, let raw else {
            throw SQLiteError(code: rc, message: String(cString: sqlite3_errmsg(handle)))
        }
        let statement = SQLiteStatement(raw, database: handle) { [unowned self] in self.statementsRun += 1 }
        statements[key] = statement
        return statement
    }

    /// The first column of the first row of `sql` as text (PRAGMA answers), nil without rows.
    package func scalarText(_ sql: StaticString) throws -> String? {
        let statement = try statement(sql)
        defer { statement.reset() }
        return try statement.step() ? statement.text(0) : nil
    }

    package func scalarInt(_ sql: StaticString) throws -> Int64 {
        let statement = try statement(sql)
        defer { statement.reset() }
        return try statement.step() ? statement.int64(0) : 0
    }
}

/// A prepared statement. Bind indexes start at 1, column indexes at 0.
package final class SQLiteStatement {
    private var raw: OpaquePointer?
    private let database: OpaquePointer
    /// Called when a step begins a run of the statement (counts statements for tests).
    private let onRun: () -> Void
    private var running = false
    /// SQLite copies bound text and blobs (`SQLITE_TRANSIENT`).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(_ raw: OpaquePointer, database: OpaquePointer, onRun: @escaping () -> Void) {
        self.raw = raw
        self.database = database
        self.onRun = onRun
    }

    func finalize() {
        sqlite3_finalize(raw)
        raw = nil
    }

    /// Resets the statement to run again. Bindings stay until bound again (every caller binds
    /// every parameter before each run).
    package func reset() {
        sqlite3_reset(raw)
        running = false
    }

    package func bind(_ index: Int32, _ value: Int64) {
        sqlite3_bind_int64(raw, index, value)
    }

    package func bind(_ index: Int32, _ value: Double) {
        sqlite3_bind_double(raw, index, value)
    }

    package func bind(_ index: Int32, _ value: String) {
        // The UTF-8 bytes in place (native strings), not a NUL-terminated copy.
        var value = value
        value.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                // An empty text, not NULL.
                sqlite3_bind_text(raw, index, "", 0, SQLiteStatement.transient)
                return
            }
            sqlite3_bind_text(raw, index, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), Int32(bytes.count),
                              SQLiteStatement.transient)
        }
    }

    package func bind(_ index: Int32, _ bytes: [UInt8]) {
        guard !bytes.isEmpty else {
            // An empty blob, not NULL.
            sqlite3_bind_zeroblob(raw, index, 0)
            return
        }
        _ = bytes.withUnsafeBytes { buffer in
            sqlite3_bind_blob(raw, index, buffer.baseAddress, Int32(buffer.count), SQLiteStatement.transient)
        }
    }

    /// Advances; true when a row is available.
    @discardableResult
    package func step() throws -> Bool {
        if !running {
            running = true
            onRun()
        }
        let rc = sqlite3_step(raw)
        if rc == SQLITE_ROW { return true }
        if rc == SQLITE_DONE { return false }
        let error = SQLiteError(code: rc, message: String(cString: sqlite3_errmsg(database)))
        reset()
        throw error
    }

    /// Steps to completion, then resets.
    package func run() throws {
        defer { reset() }
        while try step() {}
    }

    package func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(raw, column) }

    package func double(_ column: Int32) -> Double { sqlite3_column_double(raw, column) }

    package func text(_ column: Int32) -> String {
        guard let pointer = sqlite3_column_text(raw, column) else { return "" }
        let count = Int(sqlite3_column_bytes(raw, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// Calls `body` with the column's text as UTF-8 bytes (valid only during the call).
    package func withText<R>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        let pointer = sqlite3_column_text(raw, column)
        let count = Int(sqlite3_column_bytes(raw, column))
        return try body(UnsafeRawBufferPointer(start: pointer.map { UnsafeRawPointer($0) }, count: pointer == nil ? 0 : count))
    }

    /// Calls `body` with the column's bytes (valid only during the call).
    package func withBlob<R>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        // Blob first, then its size (the order SQLite documents).
        let pointer = sqlite3_column_blob(raw, column)
        let count = Int(sqlite3_column_bytes(raw, column))
        guard let pointer, count > 0 else {
            return try body(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        return try body(UnsafeRawBufferPointer(start: pointer, count: count))
    }
}
