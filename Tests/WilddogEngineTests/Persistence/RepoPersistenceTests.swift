import Foundation
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// A new "process" of an app (a new repo on the same store, the old one closed) sees what the
/// old one cached and replays what it had not sent.
@Suite struct RepoPersistenceTests {
    @Test func completeQueryRaisesCachedValueOfflineAfterRestart() {
        let id = uniqueAppId()
        EmbeddedServerRegistry.shared.server(for: id).adminWrite(Path("items"), repoNode(["a": 1, "b": ["c": "x"]]))
        let first = TestApp.persistent(id)
        first.observe("items", .value)
        #expect(waitUntil { first.log == ["value items nil {\"a\":1,\"b\":{\"c\":\"x\"}}"] })
        first.shutDown()

        let second = TestApp.persistent(id, online: false)
        second.observe("items", .value)
        second.observe("items/b", .value)
        second.observe("other", .value)
        second.settle()
        #expect(second.log == ["value items nil {\"a\":1,\"b\":{\"c\":\"x\"}}", "value b nil {\"c\":\"x\"}"])
        second.shutDown()
    }

    @Test func limitedQueryRestoresOnlyItsChildren() {
        let id = uniqueAppId()
        EmbeddedServerRegistry.shared.server(for: id).adminWrite(Path("list"), repoNode(["a": 1, "b": 2, "c": 3, "d": 4]))
        let first = TestApp.persistent(id)
        let last2 = try! QuerySpec.default.limited(toLast: 2, method: "test")
        first.observe("list", .value, query: last2)
        #expect(waitUntil { first.log == ["value list nil {\"c\":3,\"d\":4}"] })
        first.shutDown()

        let second = TestApp.persistent(id, online: false)
        second.observe("list", .value, query: last2)
        second.observe("list", .value, label: "all ")
        second.settle()
        // The limited query is complete; the whole list is not (only c and d are known).
        #expect(second.log == ["value list nil {\"c\":3,\"d\":4}"])
        second.shutDown()
    }

    @Test func pendingWritesReplayInOrderAndOldCompletionsAreNotCalled() {
        let id = uniqueAppId()
        let first = TestApp.persistent(id, online: false)
        first.repo.set(Path("list/1"), repoNode("one"), completion: { _ in first.record("old completion") })
        first.repo.update(Path("list"), [(Path("2"), repoNode("two")), (Path("3"), repoNode("three"))],
                          completion: { _ in first.record("old completion") })
        first.repo.set(Path("list/1"), repoNode("uno"), completion: { _ in first.record("old completion") })
        first.repo.set(Path("stamp"), .leaf(.deferred(.timestamp)), completion: nil)
        first.settle()
        first.shutDown()

        let watcher = TestApp(appId: id)
        watcher.observe("list", .childAdded)
        watcher.observe("list", .childChanged)
        watcher.settle()
        let second = TestApp.persistent(id, online: false)
        second.observe("list", .childAdded)
        second.observe("list/1", .value)
        second.settle()
        // The local view has the writes before anything reached the server.
        #expect(second.log == ["childAdded 1 nil \"uno\"", "childAdded 2 1 \"two\"", "childAdded 3 2 \"three\"",
                               "value 1 nil \"uno\""])
        #expect(second.server.adminRead(Path("list")).isEmpty)
        second.shutDown()

        let third = TestApp.persistent(id)
        #expect(waitUntil { watcher.log.count == 4 })
        #expect(watcher.log == ["childAdded 1 nil \"one\"", "childAdded 2 1 \"two\"", "childAdded 3 2 \"three\"",
                                "childChanged 1 nil \"uno\""])
        // The server resolved the placeholder itself.
        #expect(waitUntil { third.server.adminRead(Path("stamp")).leafValue != nil })
        if case .number(let stamp)? = third.server.adminRead(Path("stamp")).leafValue {
            #expect(stamp > 1_600_000_000_000)
        } else {
            Issue.record("stamp is not a number")
        }
        // Acknowledged writes leave the store.
        #expect(waitUntil { third.repo.queue.sync { third.persistence?.userWrites().isEmpty ?? false } })
        third.settle()
        #expect(!first.log.contains("old completion"))
        third.shutDown()
        #expect(!first.log.contains("old completion"))
    }

    @Test func rejectedReplayedWriteIsRevertedAndLogged() throws {
        let id = uniqueAppId()
        let first = TestApp.persistent(id, online: false)
        first.repo.set(Path("locked/x"), repoNode(1), completion: nil)
        first.settle()
        first.shutDown()
        try EmbeddedServerRegistry.shared.server(for: id).setRules(json: #"{"rules": {".read": true, "locked": {".write": false}}}"#)
        let second = TestApp.persistent(id)
        second.observe("locked", .value)
        #expect(waitUntil { second.log.last == "value locked nil null" })
        #expect(waitUntil { second.repo.queue.sync { second.persistence?.userWrites().isEmpty ?? false } })
        second.shutDown()
    }

    @Test func acknowledgedWriteIsCachedForTheNextRun() {
        let id = uniqueAppId()
        let first = TestApp.persistent(id)
        first.repo.set(Path("profile"), repoNode(["name": "fred"]), completion: { _ in first.record("done") })
        #expect(waitUntil { first.log == ["done"] })
        first.shutDown()
        let second = TestApp.persistent(id, online: false)
        second.observe("profile/name", .value)
        second.settle()
        #expect(second.log == ["value name nil \"fred\""])
        second.shutDown()
    }

    @Test func keepSyncedDataSurvivesPruningAndRestart() {
        let id = uniqueAppId()
        let server = EmbeddedServerRegistry.shared.server(for: id)
        let big = String(repeating: "x", count: 2000)
        server.adminWrite(Path("kept"), repoNode(["v": big]))
        for i in 0..<5 { server.adminWrite(Path("other\(i)"), repoNode(["v": big])) }
        // A cache bound of about two entries, checked after every server update.
        let first = TestApp.persistent(id, cacheSizeBytes: 5000, pruneCheckInterval: 1)
        first.repo.keepSynced(Path("kept"), .default, true)
        for i in 0..<5 {
            let handle = first.observe("other\(i)", .value)
            #expect(waitUntil { first.log.count == i + 1 })
            first.repo.removeObserver(handle, at: Path("other\(i)"), .default)
            first.settle()
        }
        // One more update triggers the size check.
        server.adminWrite(Path("kept/w"), repoNode(1))
        first.settle()
        let size = first.repo.queue.sync { first.persistence?.serverCacheSize ?? 0 }
        #expect(size <= 5000)
        first.shutDown()

        let second = TestApp.persistent(id, online: false)
        second.observe("kept/v", .value, label: "kept ")
        for i in 0..<5 { second.observe("other\(i)/v", .value, label: "other\(i) ") }
        second.settle()
        #expect(second.log.contains("kept value v nil \"\(big)\""))
        // The least recently used queries went first; the last one used is still there.
        #expect(!second.log.contains { $0.hasPrefix("other0 ") })
        #expect(second.log.contains { $0.hasPrefix("other4 ") })
        second.shutDown()
    }

    @Test func pendingWritesAreNeverPruned() {
        let id = uniqueAppId()
        let big = String(repeating: "y", count: 3000)
        let first = TestApp.persistent(id, online: false, cacheSizeBytes: 100, pruneCheckInterval: 1)
        for i in 0..<5 { first.repo.set(Path("w/\(i)"), repoNode(big), completion: nil) }
        first.settle()
        first.repo.queue.sync { first.persistence?.pruneIfNeeded() }
        first.shutDown()
        let second = TestApp.persistent(id, online: false, cacheSizeBytes: 100, pruneCheckInterval: 1)
        #expect(second.repo.queue.sync { second.persistence?.userWrites().count } == 5)
        second.observe("w/4", .value)
        second.settle()
        #expect(second.log == ["value 4 nil \"\(big)\""])
        second.shutDown()
    }

    @Test func corruptStoreIsMovedAsideAndTheAppStartsEmpty() throws {
        PersistenceTestDirectory.ensure()
        let id = uniqueAppId()
        let url = PersistenceLocation.databaseURL(appId: id)
        try Data(repeating: 0x5A, count: 8192).write(to: url)
        let app = TestApp.persistent(id, online: false)
        #expect(app.persistence != nil)
        app.repo.set(Path("a"), repoNode(1), completion: nil)
        app.observe("a", .value)
        app.settle()
        #expect(app.log == ["value a nil 1"])
        app.shutDown()
        let names = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(names.contains { $0.hasPrefix(url.lastPathComponent + ".corrupt-") })
        // The new store works across a restart.
        let again = TestApp.persistent(id, online: false)
        again.observe("a", .value)
        again.settle()
        #expect(again.log == ["value a nil 1"])
        again.shutDown()
    }

    @Test func damagedPagesAreFoundWhenReadAndTheStoreIsMovedAside() throws {
        let id = uniqueAppId()
        let server = EmbeddedServerRegistry.shared.server(for: id)
        var big: [String: Any] = [:]
        for i in 0..<300 { big["k\(i)"] = String(repeating: "z", count: 200) }
        server.adminWrite(Path("big"), repoNode(big))
        let first = TestApp.persistent(id)
        first.observe("big", .value)
        #expect(waitUntil { first.log.count == 1 })
        first.shutDown()
        // Keep the header and the tables' first pages (schema, roots), garble the data pages.
        let url = PersistenceLocation.databaseURL(appId: id)
        let handle = try FileHandle(forUpdating: url)
        let size = try handle.seekToEnd()
        #expect(size > 40_000)
        try handle.seek(toOffset: 5 * 4096)
        handle.write(Data(repeating: 0xA5, count: Int(size) - 5 * 4096))
        try handle.close()

        server.adminWrite(Path("big"), repoNode("replaced"))
        let second = TestApp.persistent(id)
        second.observe("big", .value)
        // No crash; the app ends up with the server's data, and the damaged file is set aside.
        #expect(waitUntil { second.log.last == "value big nil \"replaced\"" })
        second.shutDown()
        let names = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(names.contains { $0.hasPrefix(url.lastPathComponent + ".corrupt-") })
    }

    @Test func secondRepoOnTheSameStoreRunsInMemory() {
        let id = uniqueAppId()
        let first = TestApp.persistent(id, online: false)
        let second = TestApp.persistent(id, online: false)
        #expect(first.persistence != nil)
        #expect(second.persistence == nil)
        second.shutDown()
        first.shutDown()
    }
}
