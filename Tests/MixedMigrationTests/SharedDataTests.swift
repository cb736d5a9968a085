import Foundation
import Testing
import WilddogTestSupport
import Wilddog
import WilddogCore
import WilddogSync

/// Legacy and migrated code of one app URL share one engine app: one cache, one queue of
/// pending writes, one connection.
@Suite struct SharedDataTests {
    @Test(arguments: [HalfMigratedApp.Order.legacyFirst, .migratedFirst])
    func legacyWritesReachMigratedListenersOffline(order: HalfMigratedApp.Order) async {
        let t = HalfMigratedApp(order)
        t.legacy("").app.goOffline()
        await t.waitConnected(false)
        let log = Log()
        t.migrated("items").observe(.childAdded) { log.record("added \($0.key) \(json($0.value))") }
        let written = Expectation<Int?>()
        t.legacy("items/a").setValue(["n": 1]) { error, _ in written.fulfill((error as NSError?)?.code) }
        // A local event: the server has nothing, the write is pending in the one queue.
        await waitFor("added a {\"n\":1}", in: log)
        #expect(t.serverJSON("items") == "null")
        #expect(written.count == 0)
        // The 2.x API brings the one connection back: the legacy write is sent and acknowledged.
        t.sync.goOnline()
        #expect(await written.value() == .some(nil))
        #expect(t.serverJSON("items") == "{\"a\":{\"n\":1}}")
    }

    @Test(arguments: [HalfMigratedApp.Order.legacyFirst, .migratedFirst])
    func migratedWritesReachLegacyListenersOffline(order: HalfMigratedApp.Order) async {
        let t = HalfMigratedApp(order)
        t.sync.goOffline()
        await t.waitConnected(false)
        let log = Log()
        t.legacy("items").observeEventType(.ChildAdded) { log.record("added \($0.key) \(json($0.value))") }
        let written = Expectation<Int?>()
        t.migrated("items/b").setValue("two") { error, _ in written.fulfill((error as NSError?)?.code) }
        await waitFor("added b \"two\"", in: log)
        #expect(t.serverJSON("items") == "null")
        t.legacy("").app.goOnline()
        #expect(await written.value() == .some(nil))
        #expect(t.serverJSON("items/b") == "\"two\"")
    }

    @Test func bothAPIsReadOneCache() async {
        let t = HalfMigratedApp(.legacyFirst)
        #expect(await t.legacySet("profile", ["name": "Fred"]) == nil)
        // Read once online (the data is cached), then offline: both APIs read the cached data.
        let keep = t.legacy("profile").observeEventType(.Value) { _ in }
        #expect(await t.migratedValue("profile") == "{\"name\":\"Fred\"}")
        t.sync.goOffline()
        await t.waitConnected(false)
        try? t.server.setData(["name": "Changed on the server"], at: "profile")
        #expect(await t.migratedValue("profile") == "{\"name\":\"Fred\"}")
        #expect(await t.legacyValue("profile") == "{\"name\":\"Fred\"}")
        t.legacy("profile").removeObserverWithHandle(keep)
    }

    @Test func pushIdsAndUpdatesFromBothAPIsLandInOneTree() async {
        let t = HalfMigratedApp(.migratedFirst)
        let done = Expectation<Int?>()
        t.legacy("list").childByAutoId().setValue("from 1.x")
        t.migrated("list").childByAutoId().setValue("from 2.x")
        t.migrated("").updateChildValues(["meta/count": 2]) { error, _ in done.fulfill((error as NSError?)?.code) }
        #expect(await done.value() == .some(nil))
        let legacyView = await t.legacyValue("list")
        #expect(legacyView.contains("from 1.x") && legacyView.contains("from 2.x"))
        #expect(await t.legacyValue("meta/count") == "2")
    }

    /// A second `WDGApp` configured with the same URL is a second client of the database (its
    /// own connection), as in the SDK; legacy code shares the first one's.
    @Test func aSecondWDGAppForTheURLIsASeparateClient() async {
        let t = HalfMigratedApp(.migratedFirst)
        let otherName = t.appName + "_other"
        WDGApp.configure(withName: otherName, options: WDGOptions(syncURL: t.url))
        let other = WDGApp(named: otherName)!
        defer { other.delete { _ in } }
        let otherSync = WDGSync.sync(app: other)
        t.sync.goOffline()
        await t.waitConnected(false)
        t.legacy("x").setValue("local only")
        #expect(await t.migratedValue("x") == "\"local only\"")
        let seen = Expectation<String>()
        otherSync.reference(withPath: "x").observeSingleEvent(of: .value) { seen.fulfill(json($0.value)) }
        #expect(await seen.value() == "null")
    }
}
