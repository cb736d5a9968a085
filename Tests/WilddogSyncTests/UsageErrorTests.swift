import Dispatch
import Foundation
import Testing
import WilddogEngine
import WilddogSync
import WilddogTestSupport

/// Which error an unusable 2.x reference or query reports and which related locations keep it
/// (the facade core's `.current` rules): a parent keeps its child's error, `root` is usable, a
/// query's `ref` keeps its rejected builder, builders behind an error neither check nor log,
/// and a location's error comes before a deleted app.
@Suite struct UsageErrorTests {
    /// The error a refused observer's cancel block gets here, and the handle it returned.
    private func refusedObserver(_ t: SyncTestApp, _ query: WDGSyncQuery) async -> (NSError?, WDGSyncHandle) {
        let cancelled = Expectation<NSError>()
        let onQueue = Expectation<Bool>()
        let handle = query.observe(.value, with: { _ in }, withCancel: { error in
            onQueue.fulfill(DispatchQueue.getSpecific(key: Self.queueKey) == t.app.name)
            cancelled.fulfill(error as NSError)
        })
        #expect(await onQueue.value() == true)
        return (await cancelled.value(), handle)
    }

    private static let queueKey = DispatchSpecificKey<String>()

    private func app() -> SyncTestApp {
        let t = SyncTestApp()
        t.queue.setSpecific(key: Self.queueKey, value: t.app.name)
        return t
    }

    /// The warnings `body` logs that contain `marker`.
    private func warnings(containing marker: String, _ body: () -> Void) -> [String] {
        let logged = Lock<[String]>([])
        EngineLog.observingWarnings({ message in logged.withLock { $0.append(message) } }, body)
        return logged.withLock { $0 }.filter { $0.contains(marker) }
    }

    @Test func aParentKeepsItsChildsErrorAndTheRootIsUsable() async {
        let t = app()
        let invalid = t.ref("ok").child("a.b").child("c")
        for related in [invalid, invalid.parent, invalid.parent?.parent, invalid.childByAutoId()].compactMap({ $0 }) {
            let error = await t.write { related.setValue(1, withCompletionBlock: $0) }
            #expect(code(error) == 26106)
            #expect(error?.domain == WDGSyncErrorDomain)
            #expect(error?.localizedDescription.hasPrefix("child: failed:") == true, "\(String(describing: error))")
        }
        #expect(await t.write { invalid.root.child("r").setValue(2, withCompletionBlock: $0) } == nil)
        #expect(t.serverValue() == #"{"r":2}"#)
    }

    @Test func theFirstPathErrorIsReported() async {
        let t = app()
        let error = await t.write { t.ref("ok").child("a#b").child("c$d").setValue(1, withCompletionBlock: $0) }
        #expect(error?.localizedDescription.contains("a#b") == true, "\(String(describing: error))")
        #expect(error?.localizedDescription.contains("c$d") == false)
    }

    @Test func buildersBehindAnErrorNeitherCheckNorLogAndTheQueryReportsTheFirstError() async {
        let t = app()
        let invalid = t.ref("ok").child("a.b")
        var query: WDGSyncQuery = invalid
        let logged = warnings(containing: "behind$invalid") {
            query = invalid.queryOrdered(byChild: "behind$invalid")
        }
        #expect(logged.isEmpty, "\(logged)")
        let (error, handle) = await refusedObserver(t, query)
        #expect(code(error) == 26106)
        #expect(error?.localizedDescription.hasPrefix("child: failed:") == true, "\(String(describing: error))")
        #expect(handle < 0)
    }

    @Test func aQuerysRefKeepsItsRejectedBuilder() async {
        let t = app()
        let query = t.ref("q").queryLimited(toFirst: 0).queryOrderedByKey()
        let (error, first) = await refusedObserver(t, query)
        #expect(code(error) == 26106)
        #expect(error?.localizedDescription.hasPrefix("queryLimitedToFirst:") == true, "\(String(describing: error))")
        let refError = await t.write { query.ref.setValue(1, withCompletionBlock: $0) }
        #expect(refError?.localizedDescription == error?.localizedDescription)
        #expect(query.ref.url == t.ref("q").url)
        // Refused observers get distinct negative handles, which removal ignores.
        let (_, second) = await refusedObserver(t, query)
        #expect(first < 0 && second < 0 && first != second)
        query.removeObserver(withHandle: first)
        t.ref("q").removeObserver(withHandle: second)
    }

    @Test func aHandleIsRemovedThroughAnInvalidQueryOfItsLocation() async {
        let t = app()
        let handle = t.ref("h").observe(.value) { snapshot in t.log.record("value \(json(snapshot.value))") }
        await t.waitFor("value null")
        t.ref("h").queryLimited(toFirst: 0).removeObserver(withHandle: handle)
        #expect(await t.set("h", 1) == nil)
        #expect(await t.value("h") == "1")
        await t.settle()
        #expect(t.log.all == ["value null"])
    }

    @Test func aLocationsErrorComesBeforeADeletedApp() async {
        let t = app()
        let invalid = t.ref("ok").child("a[b")
        let valid = t.ref("ok")
        let deleted = Expectation<Bool>()
        t.app.delete { deleted.fulfill($0) }
        #expect(await deleted.value() == true)
        let pathError = await t.write { invalid.setValue(1, withCompletionBlock: $0) }
        #expect(code(pathError) == 26106, "\(String(describing: pathError))")
        let appError = await t.write { valid.setValue(1, withCompletionBlock: $0) }
        #expect(code(appError) == 26001, "\(String(describing: appError))")
        #expect(appError?.localizedDescription.contains("deleted") == true)
    }

    @Test func invalidChildDataIsDetachedAndCarriesItsOwnPathError() async {
        let t = app()
        await t.set("a", 1)
        let seen = Log()
        let done = Expectation<NSError?>()
        t.root.runTransactionBlock({ data in
            let invalid = data.childData(byAppendingPath: "a.b")
            seen.record("\(invalid.key ?? "nil") \(json(invalid.value))")
            invalid.childData(byAppendingPath: "c#d").value = 5
            return .success(withValue: data)
        }, andCompletionBlock: { error, _, _ in done.fulfill(error as NSError?) })
        let error = await done.value() ?? nil
        #expect(code(error) == 26106)
        #expect(error?.localizedDescription.contains("c#d") == true, "\(String(describing: error))")
        // 2.x detaches data reached by an invalid path (1.x reads the data there, keyed).
        #expect(seen.all.first == "nil null", "\(seen.all)")
        #expect(t.serverValue() == #"{"a":1}"#)
    }

    @Test func keepSyncedRefusesInfoLocationsAndUnusableReferences() {
        let t = app()
        let info = warnings(containing: "can't keep /.info locations synced") {
            t.root.child(".info/connected").keepSynced(true)
        }
        #expect(info == ["keepSynced: failed: can't keep /.info locations synced."])
        let invalid = warnings(containing: "keep$invalid") { t.ref("ok").child("keep$invalid").keepSynced(true) }
        // One warning when the reference is made, one from keepSynced.
        #expect(invalid.count == 2, "\(invalid)")
        #expect(invalid.last?.hasPrefix("keepSynced: failed: child: failed:") == true, "\(invalid)")
    }
}
