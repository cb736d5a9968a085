import Foundation
import Testing
import WilddogTestSupport
import WilddogServer
import WilddogSync

@Suite struct ObserveTests {
    @Test func childEventsCarryPreviousSiblingKeys() async {
        let t = SyncTestApp()
        await t.set("list", ["a": 1, "b": 2, "c": 3])
        t.record(t.ref("list"), [.childAdded, .childChanged, .childRemoved, .childMoved])
        await t.waitFor("childAdded c b 3")
        #expect(t.log.all == ["childAdded a nil 1", "childAdded b a 2", "childAdded c b 3"])
        t.log.clear()
        await t.set("list/b", 20)
        await t.set("list/a", nil)
        await t.set("list/d", 4)
        #expect(t.log.all == ["childChanged b a 20", "childRemoved a nil 1", "childAdded d c 4"])
    }

    @Test func childMovedFiresOnPriorityChange() async {
        let t = SyncTestApp()
        await t.write { t.ref("p").setValue(["a": ["v": 1], "b": ["v": 2]], withCompletionBlock: $0) }
        t.record(t.ref("p"), [.childMoved, .childChanged])
        await t.settle()
        await t.write { t.ref("p/a").setPriority(10, withCompletionBlock: $0) }
        await t.waitFor("childChanged a b {\"v\":1}")
        #expect(t.log.all == ["childMoved a b {\"v\":1}", "childChanged a b {\"v\":1}"])
    }

    @Test func plainBlockVariantsGetSnapshots() async {
        let t = SyncTestApp()
        await t.set("x", ["k": "v"])
        let seen = Expectation<String>()
        t.ref("x").observe(.childAdded) { seen.fulfill("\($0.key)=\(json($0.value))") }
        #expect(await seen.value() == #"k="v""#)
        let value = Expectation<String>()
        t.ref("x").observe(.value, with: { value.fulfill(json($0.value)) }, withCancel: nil)
        #expect(await value.value() == #"{"k":"v"}"#)
    }

    @Test func valueFiresForEmptyLocationsWithNSNull() async throws {
        let t = SyncTestApp()
        let snapshot = try #require(await t.snapshot(t.ref("nothing/here")))
        #expect(snapshot.value is NSNull)
        #expect(!snapshot.exists())
        #expect(snapshot.key == "here")
    }

    @Test func observeSingleEventFiresOnceAndRemovesItself() async {
        let t = SyncTestApp()
        await t.set("n", 1)
        let got = Expectation<String>()
        t.ref("n").observeSingleEvent(of: .value) { got.fulfill(json($0.value)) }
        #expect(await got.value() == "1")
        await t.set("n", 2)
        await t.settle()
        #expect(got.all == ["1"])
        let prev = Expectation<String>()
        t.root.observeSingleEvent(of: .childAdded, andPreviousSiblingKeyWith: { prev.fulfill("\($0.key) \($1 ?? "nil")") })
        #expect(await prev.value() == "n nil")
        let withCancel = Expectation<String>()
        t.ref("n").observeSingleEvent(of: .value, with: { withCancel.fulfill(json($0.value)) }, withCancel: { _ in })
        #expect(await withCancel.value() == "2")
        let both = Expectation<String>()
        t.root.observeSingleEvent(of: .childAdded, andPreviousSiblingKeyWith: { s, p in both.fulfill("\(s.key) \(p ?? "nil")") },
                                  withCancel: { _ in })
        #expect(await both.value() == "n nil")
    }

    @Test func removeObserverStopsEvents() async {
        let t = SyncTestApp()
        let handle = t.record(t.ref("r"), [.value])[0]
        await t.set("r", 1)
        await t.waitFor("value r nil 1")
        t.ref("r").removeObserver(withHandle: handle)
        await t.set("r", 2)
        await t.settle()
        #expect(!t.log.contains("value r nil 2"))
        t.ref("r").removeObserver(withHandle: 987_654_321)
    }

    @Test func handlesAreUniqueAcrossApps() {
        let a = SyncTestApp(), b = SyncTestApp()
        let handles = [a.ref("x").observe(.value) { _ in }, b.ref("x").observe(.value) { _ in },
                       a.ref("x").observe(.value) { _ in }, a.ref("x#").observe(.value) { _ in }]
        #expect(Set(handles).count == 4)
    }

    @Test func removeAllObserversThroughAReferenceIncludesItsQueries() async {
        let t = SyncTestApp()
        t.record(t.ref("m"), [.value], label: "ref ")
        t.record(t.ref("m").queryLimited(toFirst: 1), [.value], label: "query ")
        t.record(t.ref("other"), [.value], label: "other ")
        await t.set("m", ["a": 1])
        await t.waitFor("query value m nil {\"a\":1}")
        t.ref("m").removeAllObservers()
        t.log.clear()
        await t.set("m", ["a": 2])
        await t.set("other", 1)
        await t.waitFor("other value other nil 1")
        #expect(t.log.all == ["other value other nil 1"])
    }

    @Test func removeAllObserversThroughAQueryKeepsTheReferenceObservers() async {
        let t = SyncTestApp()
        t.record(t.ref("m"), [.value], label: "ref ")
        let query = t.ref("m").queryOrderedByKey()
        t.record(query, [.value], label: "query ")
        await t.set("m", 1)
        await t.waitFor("query value m nil 1")
        query.removeAllObservers()
        t.log.clear()
        await t.set("m", 2)
        await t.waitFor("ref value m nil 2")
        #expect(t.log.all == ["ref value m nil 2"])
    }

    @Test func deniedReadCancelsWithPermissionDenied() async throws {
        let t = SyncTestApp()
        try t.server.setRules(#"{"rules": {".write": true, "public": {".read": true}}}"#)
        let cancelled = Expectation<NSError>()
        t.ref("secret").observe(.value, with: { _ in Issue.record("no data expected") },
                                withCancel: { cancelled.fulfill($0 as NSError) })
        let error = await cancelled.value()
        #expect(error?.domain == WDGSyncErrorDomain)
        #expect(error?.code == 26101)
        #expect(error?.wdgSync_errorCode() == .permissionDenied)
        let prevCancelled = Expectation<Int>()
        t.ref("secret").observe(.childAdded, andPreviousSiblingKeyWith: { _, _ in },
                                withCancel: { prevCancelled.fulfill(($0 as NSError).code) })
        #expect(await prevCancelled.value() == 26101)
        let once = Expectation<Int>()
        t.ref("secret").observeSingleEvent(of: .value, with: { _ in }, withCancel: { once.fulfill(($0 as NSError).code) })
        #expect(await once.value() == 26101)
        #expect(await t.value("public") == "null")
    }

    @Test func invalidQueryCancelsObserversWithTheValidationMessage() async {
        let t = SyncTestApp()
        let query = t.ref("q").queryOrderedByKey().queryOrderedByValue()
        let cancelled = Expectation<NSError>()
        let handle = query.observe(.value, with: { _ in Issue.record("no data expected") },
                                   withCancel: { cancelled.fulfill($0 as NSError) })
        let error = await cancelled.value()
        #expect(error?.code == 26106)
        #expect(error?.localizedDescription == "queryOrderedByValue: You can't combine multiple orderBy calls.")
        #expect(handle < 0)
        query.removeObserver(withHandle: handle)
    }

    @Test func keepSyncedKeepsDataWithoutObservers() async {
        let t = SyncTestApp(), other = SyncTestApp(appId: t.appId)
        t.ref("k").keepSynced(true)
        await other.set("k", "v1")
        #expect(await t.value("k") == #""v1""#)
        t.ref("k").keepSynced(false)
        t.ref(".info/connected").keepSynced(true)
        t.ref("bad#").keepSynced(true)
    }

    @Test func eventsFromAnotherAppArrive() async {
        let a = SyncTestApp(), b = SyncTestApp(appId: uniqueAppId())
        let shared = SyncTestApp(appId: a.appId)
        a.record(a.ref("chat"), [.childAdded])
        await shared.write { shared.ref("chat").childByAutoId().setValue("hi", withCompletionBlock: $0) }
        #expect(await eventually { a.log.all.contains { $0.hasSuffix(" nil \"hi\"") } })
        #expect(await b.value("chat") == "null")
    }
}
