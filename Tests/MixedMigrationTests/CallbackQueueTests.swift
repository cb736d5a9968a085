import WilddogTestSupport
import Dispatch
import Foundation
import Testing
import Wilddog
import WilddogSync

/// Each callback runs on the queue of the API it was registered through, and the events of
/// one write reach the observers of both APIs in the order SEMANTICS.md gives.
@Suite struct CallbackQueueTests {
    /// Where a block runs: the 2.x test queue ("sync"), the main thread ("main"), or elsewhere.
    static func place() -> String {
        DispatchQueue.getSpecific(key: HalfMigratedApp.queueKey) ?? "other"
    }

    @Test func eventsAndCompletionsRunOnTheQueueOfTheirAPI() async {
        let t = HalfMigratedApp(.legacyFirst)
        let log = Log()
        t.legacy("x").observeEventType(.Value) { _ in log.record("1.x event \(Self.place())") }
        t.migrated("x").observe(.value) { _ in log.record("2.x event \(Self.place())") }
        t.legacy("x").setValue(1) { _, _ in log.record("1.x completion \(Self.place())") }
        t.migrated("x").setValue(2) { _, _ in log.record("2.x completion \(Self.place())") }
        t.legacy("x").runTransactionBlock({ .successWithValue($0) }, andCompletionBlock: { _, _, _ in
            log.record("1.x transaction \(Self.place())")
        })
        t.migrated("x").runTransactionBlock({ .success(withValue: $0) }, andCompletionBlock: { _, _, _ in
            log.record("2.x transaction \(Self.place())")
        })
        for entry in ["1.x event main", "2.x event sync", "1.x completion main", "2.x completion sync",
                      "1.x transaction main", "2.x transaction sync"] {
            await waitFor(entry, in: log)
        }
        #expect(log.all.allSatisfy { !$0.hasSuffix("other") && !($0.hasPrefix("1.x") && $0.hasSuffix("sync")) })
    }

    /// Child events before value events, in write order, for the observers of each API — also
    /// when both APIs share one queue.
    @Test(arguments: [false, true])
    func oneWriteReachesObserversOfBothAPIsInOrder(sameQueue: Bool) async {
        if sameQueue {
            // The 1.x queue must stay the main queue throughout: tests of other targets that
            // point it elsewhere wait.
            await LegacyCallbackQueueGate.withGate { await checkOneWriteReachesObserversOfBothAPIsInOrder(sameQueue: true) }
        } else {
            await checkOneWriteReachesObserversOfBothAPIsInOrder(sameQueue: false)
        }
    }

    private func checkOneWriteReachesObserversOfBothAPIsInOrder(sameQueue: Bool) async {
        let t = HalfMigratedApp(.migratedFirst)
        if sameQueue {
            // Before the first 2.x reference: the 2.x API delivers on the main queue too.
            t.sync.callbackQueue = .main
        }
        let log = Log()
        let legacyList = t.legacy("list")
        let migratedList = t.migrated("list")
        legacyList.observeEventType(.ChildAdded) { log.record("1.x added \($0.key)") }
        migratedList.observe(.childAdded) { log.record("2.x added \($0.key)") }
        legacyList.observeEventType(.Value) { log.record("1.x value \($0.childrenCount)") }
        migratedList.observe(.value) { log.record("2.x value \($0.childrenCount)") }
        await waitFor("1.x value 0", in: log)
        await waitFor("2.x value 0", in: log)
        for i in 1...5 {
            if i.isMultiple(of: 2) {
                legacyList.childByAppendingPath("k\(i)").setValue(i)
            } else {
                migratedList.child("k\(i)").setValue(i)
            }
        }
        await waitFor("1.x value 5", in: log)
        await waitFor("2.x value 5", in: log)
        let expected = (1...5).flatMap { ["added k\($0)", "value \($0)"] }
        for api in ["1.x", "2.x"] {
            let seen = log.all.filter { $0.hasPrefix(api) }.map { String($0.dropFirst(4)) }.filter { $0 != "value 0" }
            #expect(seen == expected, "\(api): \(seen)")
        }
        if sameQueue {
            // One queue: each write's events run in the order of the registrations they match.
            let interleaved = log.all.filter { !$0.hasSuffix("value 0") }
            let expectedInterleaving = (1...5).flatMap {
                ["1.x added k\($0)", "2.x added k\($0)", "1.x value \($0)", "2.x value \($0)"]
            }
            #expect(interleaved == expectedInterleaving)
        }
    }
}
