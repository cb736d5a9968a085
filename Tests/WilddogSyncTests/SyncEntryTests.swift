import Dispatch
import Foundation
import Testing
import WilddogTestSupport
import WilddogServer
import WilddogSync

@Suite struct SyncEntryTests {
    @Test func referencesFromPathAndURLPointAtTheSameLocation() async {
        let t = SyncTestApp()
        let byPath = t.sync.reference(withPath: "users/fred")
        let byURL = t.sync.reference(fromURL: "https://\(t.appId).wilddogio.com/users/fred")
        #expect(byPath.url == "https://\(t.appId).wilddogio.com/users/fred")
        #expect(byURL.url == byPath.url)
        #expect(t.sync.reference().url == "https://\(t.appId).wilddogio.com")
        #expect(t.sync.reference(withPath: "").key == "")
        await t.set("users/fred", "flintstone")
        #expect(json((await t.snapshot(byURL))?.value) == #""flintstone""#)
    }

    @Test func referenceFromAnotherHostIsInvalid() async {
        let t = SyncTestApp()
        let foreign = t.sync.reference(fromURL: "https://other\(t.appId).wilddogio.com/a")
        let error = await t.write { foreign.setValue(1, withCompletionBlock: $0) }
        #expect(error?.domain == WDGSyncErrorDomain)
        #expect(code(error) == 26106)
        #expect(error?.localizedDescription.contains("does not belong to this app") == true)
        #expect(t.serverValue() == "null")
    }

    @Test func malformedURLAndPathGiveInvalidReferences() async {
        let t = SyncTestApp()
        let badURL = t.sync.reference(fromURL: "no url at all")
        let badPath = t.sync.reference(withPath: "a/b#c")
        #expect(code(await t.write { badURL.setValue(1, withCompletionBlock: $0) }) == 26106)
        let error = await t.write { badPath.setValue(1, withCompletionBlock: $0) }
        #expect(code(error) == 26106)
        #expect(error?.localizedDescription.hasPrefix("referenceWithPath: failed: path argument was an invalid path") == true)
        #expect(t.serverValue() == "null")
    }

    @Test func infoPathsAreReadable() async {
        let t = SyncTestApp()
        await t.set("x", 1)
        #expect(await t.value(".info/connected") == "true")
        #expect(json((await t.snapshot(t.sync.reference(fromURL: "https://\(t.appId).wilddogio.com/.info/connected")))?.value) == "true")
    }

    @Test func callbackQueueIsUsedAndFrozenByTheFirstReference() async {
        let t = SyncTestApp()
        _ = t.root
        let other = DispatchQueue(label: "other")
        t.sync.callbackQueue = other
        #expect(t.sync.callbackQueue === t.queue)
        let key = DispatchSpecificKey<Int>()
        t.queue.setSpecific(key: key, value: 7)
        let onQueue = Expectation<Bool>()
        t.ref("q").observeSingleEvent(of: .value) { _ in onQueue.fulfill(DispatchQueue.getSpecific(key: key) == 7) }
        #expect(await onQueue.value() == true)
    }

    @Test func persistenceSettingIsStoredBeforeTheFirstReference() {
        let t = SyncTestApp()
        #expect(t.sync.persistenceEnabled == false)
        t.sync.persistenceEnabled = true
        #expect(t.sync.persistenceEnabled == true)
        _ = t.root
        t.sync.persistenceEnabled = false
        #expect(t.sync.persistenceEnabled == true)
    }

    @Test func versionAndLogging() {
        #expect(!WDGSync.sdkVersion().isEmpty)
        WDGSync.setLoggingEnabled(false)
    }

    @Test func goOfflineQueuesWritesUntilGoOnline() async {
        let t = SyncTestApp()
        await t.set("a", 1)
        t.sync.goOffline()
        await t.waitForConnected(false)
        let done = Expectation<NSError?>()
        t.ref("a").setValue(2) { error, _ in done.fulfill(error as NSError?) }
        #expect(await t.value("a") == "2")
        try? await Task.sleep(for: .milliseconds(50))
        #expect(done.count == 0)
        #expect(t.serverValue("a") == "1")
        t.sync.goOnline()
        #expect((await done.value()) == .some(nil))
        #expect(t.serverValue("a") == "2")
    }

    @Test func syncOfADeletedAppIsDetachedAndFailsClearly() async {
        let t = SyncTestApp()
        t.app.delete { _ in }
        let detached = WDGSync.sync(app: t.app)
        #expect(detached.app == nil)
        let ref = detached.reference().child("a")
        #expect(ref.key == "a")
        let error = await t.write { ref.setValue(1, withCompletionBlock: $0) }
        #expect(code(error) == 26001)
        #expect(error?.localizedDescription.contains("has been deleted") == true)
        let cancelled = Expectation<Int>()
        ref.observe(.value, with: { _ in }, withCancel: { cancelled.fulfill(($0 as NSError).code) })
        #expect(await cancelled.value() == 26001)
        // A WDGSync kept from before the deletion fails the same way.
        let old = await t.write { t.sync.reference().setValue(1, withCompletionBlock: $0) }
        #expect(code(old) == 26001)
    }
}

extension SyncTestApp {
    /// Waits until `.info/connected` reads `connected`.
    func waitForConnected(_ connected: Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
        let seen = Expectation<Bool>()
        let handle = ref(".info/connected").observe(.value) { snapshot in
            if (snapshot.value as? Bool) == connected { seen.fulfill(true) }
        }
        _ = await seen.value(sourceLocation: sourceLocation)
        ref(".info/connected").removeObserver(withHandle: handle)
    }
}
