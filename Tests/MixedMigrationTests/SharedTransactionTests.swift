import Foundation
import Testing
import WilddogTestSupport
import Wilddog
import WilddogCore
import WilddogSync

/// Transactions from both APIs on one counter run in the one transaction queue of the app.
@Suite struct SharedTransactionTests {
    static func increment(_ value: Any?) -> Int { ((value as? NSNumber)?.intValue ?? 0) + 1 }

    @Test func bothAPIsIncrementOneCounterUnderContention() async {
        let t = HalfMigratedApp(.legacyFirst)
        // A second client (its own connection) contends for the same counter.
        let otherName = t.appName + "_rival"
        WDGApp.configure(withName: otherName, options: WDGOptions(syncURL: t.url))
        let rival = WDGApp(named: otherName)!
        defer { rival.delete { _ in } }
        let rivalCounter = WDGSync.sync(app: rival).reference(withPath: "counter")
        let perSide = 15
        let log = Log()
        for i in 0..<perSide {
            t.legacy("counter").runTransactionBlock({ data in
                data.value = Self.increment(data.value)
                return .successWithValue(data)
            }, andCompletionBlock: { error, committed, _ in log.record("1.x \(i) \(committed) \(error == nil)") })
            t.migrated("counter").runTransactionBlock({ data in
                data.value = Self.increment(data.value)
                return .success(withValue: data)
            }, andCompletionBlock: { error, committed, _ in log.record("2.x \(i) \(committed) \(error == nil)") })
            rivalCounter.runTransactionBlock({ data in
                data.value = Self.increment(data.value)
                return .success(withValue: data)
            }, andCompletionBlock: { error, committed, _ in log.record("rival \(i) \(committed) \(error == nil)") })
        }
        await expectEventually("every transaction completed") { log.all.count == 3 * perSide }
        #expect(log.all.allSatisfy { $0.hasSuffix("true true") }, "\(log.all)")
        #expect(t.serverJSON("counter") == "\(3 * perSide)")
        #expect(await t.legacyValue("counter") == "\(3 * perSide)")
        #expect(await t.migratedValue("counter") == "\(3 * perSide)")
    }

    @Test func offlineTransactionsFromBothAPIsStackLocallyThenCommit() async {
        let t = HalfMigratedApp(.migratedFirst)
        #expect(await t.migratedSet("counter", 10) == nil)
        let values = Log()
        t.legacy("counter").observeEventType(.Value) { values.record("1.x \(json($0.value))") }
        t.migrated("counter").observe(.value) { values.record("2.x \(json($0.value))") }
        await waitFor("1.x 10", in: values)
        t.legacy("").app.goOffline()
        await t.waitConnected(false)
        let done = Log()
        t.legacy("counter").runTransactionBlock({ data in
            data.value = Self.increment(data.value)
            return .successWithValue(data)
        }, andCompletionBlock: { _, committed, snapshot in done.record("1.x \(committed) \(json(snapshot?.value))") })
        t.migrated("counter").runTransactionBlock({ data in
            data.value = Self.increment(data.value)
            return .success(withValue: data)
        }, andCompletionBlock: { _, committed, snapshot in done.record("2.x \(committed) \(json(snapshot?.value))") })
        // Local events: the second transaction ran on the first one's result, for both APIs.
        await waitFor("1.x 12", in: values)
        await waitFor("2.x 12", in: values)
        #expect(done.all.isEmpty)
        #expect(t.serverJSON("counter") == "10")
        t.sync.goOnline()
        await waitFor("1.x true 11", in: done)
        await waitFor("2.x true 12", in: done)
        #expect(t.serverJSON("counter") == "12")
    }
}
