import Dispatch
import Foundation
import Testing
import WilddogTestSupport
import WilddogSync

/// `WDGApp.delete(_:)` with work in flight (issue 18; README "Deleting an app").
@Suite struct AppDeleteTests {
    /// "<label> <code> <mentions the deletion>" for a completion's error.
    private func describe(_ label: String, _ error: Error?) -> String {
        guard let error = error as NSError? else { return "\(label) ok" }
        return "\(label) \(error.code) \(error.localizedDescription.contains("was deleted before the operation completed"))"
    }

    @Test func pendingWorkCompletesOnceWithTheDeletionErrorAndNoEventFollows() async throws {
        let t = SyncTestApp()
        t.ref("a").observe(.value) { snapshot in t.log.record("event \(json(snapshot.value))") }
        await t.waitFor("event null")
        t.sync.goOffline()
        await t.settle()
        t.log.clear()
        // Events and completions of the work below queue up behind the gate.
        let gate = DispatchSemaphore(value: 0)
        t.queue.async { gate.wait() }
        t.ref("a/x").setValue(1) { error, _ in t.log.record(describe("set", error)) }
        t.ref("a").updateChildValues(["y": 2]) { error, _ in t.log.record(describe("update", error)) }
        t.ref("a/z").runTransactionBlock({ data in
            data.value = 3
            return .success(withValue: data)
        }, andCompletionBlock: { error, committed, snapshot in
            t.log.record(describe("transaction", error) + " \(committed) \(snapshot == nil)")
        })
        t.ref("presence").onDisconnectSetValue("off") { error, _ in t.log.record(describe("onDisconnect", error)) }
        t.ref("a/w").setValue(4)
        t.app.delete { t.log.record("deleted \($0)") }
        t.log.record("returned")
        gate.signal()
        await t.settle()
        try await Task.sleep(for: .milliseconds(100))
        await t.settle()
        #expect(t.log.all == ["deleted true", "returned", "set 26003 true", "update 26003 true",
                              "transaction 26003 true false true", "onDisconnect 26003 true"])
    }

    @Test func theNameIsReusableAtOnceAndTheOldObjectsFail() async throws {
        let t = SyncTestApp()
        let name = t.app.name
        let old = t.ref("k")
        old.observe(.value) { snapshot in t.log.record("old event \(json(snapshot.value))") }
        await t.waitFor("old event null")
        t.app.delete { deleted in
            // Configuring the same name from the completion works.
            WDGApp.configure(withName: name, options: WDGOptions(syncURL: "https://\(t.appId).wilddogio.com"))
            t.log.record("deleted \(deleted)")
        }
        let again = try #require(WDGApp(named: name))
        let sync = WDGSync.sync(app: again)
        sync.callbackQueue = t.queue
        let done = Expectation<NSError?>()
        sync.reference(withPath: "k").setValue("new") { error, _ in done.fulfill(error as NSError?) }
        #expect(await done.value() == .some(nil))
        let failed = Expectation<NSError?>()
        old.setValue("stale") { error, _ in failed.fulfill(error as NSError?) }
        #expect(await failed.value()??.code == 26001)
        await t.settle()
        #expect(t.serverValue("k") == "\"new\"")
        #expect(t.log.all == ["old event null", "deleted true"])
        again.delete { _ in }
    }

    @Test func deletingRightAfterTheFirstReferenceIsClean() async throws {
        let t = SyncTestApp()
        let ref = t.ref("never")
        t.app.delete { _ in }
        let failed = Expectation<NSError?>()
        ref.setValue(1) { error, _ in failed.fulfill(error as NSError?) }
        #expect(await failed.value()??.code == 26001)
        #expect(json(t.server.data(at: "never")) == "null")
    }
}
