import Dispatch
import Foundation

/// Where each app's store lives: one SQLite database per app id, `<directory>/<appId>.sqlite`
/// (with SQLite's `-wal` and `-shm` companions).
///
/// The directory is, in order: the one set with `setDirectory` (tests, tools), the environment
/// variable `WILDDOG_PERSISTENCE_DIR`, then on Apple platforms `Application Support/Wilddog`,
/// elsewhere `$XDG_DATA_HOME/wilddog` (default `~/.local/share/wilddog`).
package enum PersistenceLocation {
    private static let override = Lock<URL?>(nil)

    /// Sets the directory of every store opened from now on (nil: the default).
    package static func setDirectory(_ url: URL?) {
        override.withLock { $0 = url }
    }

    package static var directory: URL {
        if let url = override.withLock({ $0 }) { return url }
        let environment = ProcessInfo.processInfo.environment
        if let dir = environment["WILDDOG_PERSISTENCE_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
        #if canImport(Darwin)
        if let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first {
            return support.appendingPathComponent("Wilddog", isDirectory: true)
        }
        #endif
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("wilddog", isDirectory: true)
        }
        let home = FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share/wilddog", isDirectory: true)
    }

    /// The database file of an app id (characters other than letters, digits, `-`, `_` and `.`
    /// become `_`).
    package static func databaseURL(appId: String) -> URL {
        let safe = String(appId.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
        return directory.appendingPathComponent((safe.isEmpty ? "_" : safe) + ".sqlite")
    }

    /// Deletes an app's store (its database and companion files); the app must not be running.
    package static func removeStore(appId: String) throws {
        try removeStoreFiles(databaseURL(appId: appId))
    }
}

extension PersistenceManager {
    /// Store files open in this process, and whether their repo is closing: a second repo for
    /// a store in use runs without persistence (two writers would replay each other's writes);
    /// one for a store whose repo is closing (a deleted app) waits for it.
    private static let openFiles = Lock<[String: Bool]>([:])

    static func release(_ url: URL) {
        _ = openFiles.withLock { $0.removeValue(forKey: url.path) }
    }

    /// Marks the store as closing (called when its repo is closed, from any thread).
    static func markClosing(_ url: URL) {
        openFiles.withLock { files in
            if files[url.path] != nil { files[url.path] = true }
        }
    }

    /// Claims the store for a new repo; false when a live repo uses it.
    private static func claim(_ url: URL) -> Bool {
        let deadline = Date().addingTimeInterval(2)
        while true {
            let state = openFiles.withLock { files -> Bool? in
                if let closing = files[url.path] { return closing }
                files[url.path] = false
                return nil
            }
            guard let closing = state else { return true }
            guard closing, Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.002)
        }
    }

    /// Opens the store of `appId`. A corrupt or unreadable database is moved aside (logged) and
    /// a new one created; nil (logged) when no store can be used.
    package static func open(appId: String, cacheSizeBytes: Int, queue: DispatchQueue,
                             pruneCheckInterval: Int = 1000) -> PersistenceManager? {
        let url = PersistenceLocation.databaseURL(appId: appId)
        guard claim(url) else {
            EngineLog.warn("persistence: the store \(url.path) is already in use by another app of this process; "
                + "this app keeps its data in memory only.")
            return nil
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            release(url)
            EngineLog.warn("persistence: cannot create \(url.deletingLastPathComponent().path) (\(error)); "
                + "data is kept in memory only.")
            return nil
        }
        for attempt in 0..<2 {
            do {
                let storage = try PersistenceStorage(fileURL: url)
                return try PersistenceManager(storage: storage, cacheSizeBytes: cacheSizeBytes, queue: queue,
                                              pruneCheckInterval: pruneCheckInterval)
            } catch let error as SQLiteError where error.isBusy {
                EngineLog.warn("persistence: the store \(url.path) is locked by another process (\(error)); "
                    + "data is kept in memory only.")
                break
            } catch {
                guard attempt == 0 else {
                    EngineLog.warn("persistence: cannot create a store at \(url.path) (\(error)); data is kept in memory only.")
                    break
                }
                let aside = moveAside(url)
                EngineLog.warn("persistence: the store \(url.path) is unreadable (\(error)); "
                    + (aside.map { "moved it to \($0.path)" } ?? "could not move it aside")
                    + " and starting with an empty store.")
                if aside == nil { try? PersistenceLocation.removeStoreFiles(url) }
            }
        }
        release(url)
        return nil
    }

    /// Renames the database and its companions to `<name>.corrupt-<timestamp>…`.
    static func moveAside(_ url: URL) -> URL? {
        let stamp = Int(Date().timeIntervalSince1970 * 1000)
        let target = URL(fileURLWithPath: url.path + ".corrupt-\(stamp)")
        do {
            try FileManager.default.moveItem(at: url, to: target)
        } catch {
            return nil
        }
        for suffix in ["-wal", "-shm"] {
            let companion = URL(fileURLWithPath: url.path + suffix)
            if FileManager.default.fileExists(atPath: companion.path) {
                try? FileManager.default.moveItem(at: companion, to: URL(fileURLWithPath: target.path + suffix))
            }
        }
        return target
    }
}

extension PersistenceLocation {
    static func removeStoreFiles(_ url: URL) throws {
        for suffix in ["", "-wal", "-shm"] {
            let file = URL(fileURLWithPath: url.path + suffix)
            if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
        }
    }
}
