import WilddogTestSupport
import Dispatch
import Foundation
import Testing
import Wilddog
import WilddogSync

/// Operations refused before they reach the engine (an invalid path or query, a write under
/// `/.info`) report on the queue of the API they were called through, also when both APIs
/// reach one app: 1.x on `Wilddog.defaultConfig().callbackQueue`, 2.x on `WDGSync`'s
/// `callbackQueue`; each with its own domain and code.
@Suite struct RefusalQueueTests {
    @Test func refusalsOfEachAPIRunOnItsQueueWithItsCodes() async {
        await LegacyCallbackQueueGate.withGate {
            let t = HalfMigratedApp(.legacyFirst)
            // Its own key: tests that only read HalfMigratedApp.queueKey still see "main" here.
            let legacyKey = DispatchSpecificKey<String>()
            let legacyQueue = DispatchQueue(label: "mixed.refusals.legacy", target: .main)
            legacyQueue.setSpecific(key: legacyKey, value: "legacy")
            let config = Wilddog.defaultConfig()
            config.callbackQueue = legacyQueue
            defer { config.callbackQueue = .main }
            let log = Log()
            func place() -> String {
                DispatchQueue.getSpecific(key: legacyKey) ?? DispatchQueue.getSpecific(key: HalfMigratedApp.queueKey) ?? "other"
            }
            func entry(_ label: String, _ error: Error?) -> String {
                let error = error as NSError?
                return "\(label) \(place()) \(error?.domain ?? "-") \(error?.code ?? 0)"
            }

            let legacyInvalid = t.legacy("ok").childByAppendingPath("a.b")
            legacyInvalid.setValue(1) { error, _ in log.record(entry("1.x write", error)) }
            legacyInvalid.onDisconnectRemoveValueWithCompletionBlock { error, _ in log.record(entry("1.x onDisconnect", error)) }
            legacyInvalid.runTransactionBlock({ .successWithValue($0) }, andCompletionBlock: { error, _, _ in
                log.record(entry("1.x transaction", error))
            })
            let legacyHandle = t.legacy("ok").queryLimitedToFirst(0).observeEventType(.Value, withBlock: { _ in },
                                                                                      withCancelBlock: { log.record(entry("1.x cancel", $0)) })
            t.legacy(".info/connected").setValue(false) { error, _ in log.record(entry("1.x info", error)) }

            let migratedInvalid = t.migrated("ok").child("a.b")
            migratedInvalid.setValue(1) { error, _ in log.record(entry("2.x write", error)) }
            migratedInvalid.onDisconnectRemoveValue { error, _ in log.record(entry("2.x onDisconnect", error)) }
            migratedInvalid.runTransactionBlock({ .success(withValue: $0) }, andCompletionBlock: { error, _, _ in
                log.record(entry("2.x transaction", error))
            })
            let migratedHandle = t.migrated("ok").queryLimited(toFirst: 0).observe(.value, with: { _ in },
                                                                                   withCancel: { log.record(entry("2.x cancel", $0)) })
            t.migrated(".info/connected").setValue(false) { error, _ in log.record(entry("2.x info", error)) }

            let legacyFailure = "legacy \(WilddogErrorDomain) \(WilddogError.OperationFailed.rawValue)"
            let migratedFailure = "sync \(WDGSyncErrorDomain) \(WDGSyncErrorCode.invalidParameters.rawValue)"
            let expected = ["1.x write", "1.x onDisconnect", "1.x transaction", "1.x cancel", "1.x info"]
                .map { "\($0) \(legacyFailure)" }
                + ["2.x write", "2.x onDisconnect", "2.x transaction", "2.x cancel", "2.x info"].map { "\($0) \(migratedFailure)" }
            for line in expected { await waitFor(line, in: log) }
            #expect(log.all.count == expected.count, "\(log.all)")
            // A refused 1.x observer has the handle 0; a refused 2.x observer a negative one.
            #expect(legacyHandle == 0)
            #expect(migratedHandle < 0)
        }
    }
}
