import Foundation
import Testing
import Wilddog

extension LegacyTests {
    /// The observe/observeSingle variants, handles, removal, cancel blocks and keepSynced.
    @Suite struct ObserverTests {
        /// Observes every event type at `query` with prev keys, recording `eventLine`s.
        @discardableResult
        static func observeAll(_ query: WQuery, into log: Recorder) -> [WilddogHandle] {
            let types: [(WEventType, String)] = [(.ChildAdded, "added"), (.ChildRemoved, "removed"),
                                                 (.ChildChanged, "changed"), (.ChildMoved, "moved"), (.Value, "value")]
            return types.map { type, name in
                query.observeEventType(type, andPreviousSiblingKeyWithBlock: { log.record(eventLine(name, $0, $1)) })
            }
        }

        @Test func initialEventsCarryKeysPrevKeysAndValues() {
            let app = TestApp()
            app.seed(["a": 1, "b": 2, "c": 3])
            let log = Recorder()
            Self.observeAll(app.root, into: log)
            #expect(waitUntil { log.count == 4 })
            #expect(log.log == ["added a nil 1", "added b a 2", "added c b 3", #"value  nil {"a":1,"b":2,"c":3}"#])
        }

        @Test func changesRaiseAddedChangedRemovedAndValue() {
            let app = TestApp()
            app.seed(["a": 1, "b": 2])
            let log = Recorder()
            Self.observeAll(app.root, into: log)
            #expect(waitUntil { log.count == 3 })
            log.clear()
            app.ref("c").setValue(3)
            #expect(waitUntil { log.count == 2 })
            #expect(log.log == ["added c b 3", #"value  nil {"a":1,"b":2,"c":3}"#])
            log.clear()
            app.ref("a").setValue(10)
            #expect(waitUntil { log.count == 2 })
            #expect(log.log == ["changed a nil 10", #"value  nil {"a":10,"b":2,"c":3}"#])
            log.clear()
            app.ref("b").removeValue()
            #expect(waitUntil { log.count == 2 })
            #expect(log.log == ["removed b nil 2", #"value  nil {"a":10,"c":3}"#])
        }

        @Test func priorityChangeRaisesMovedBeforeChanged() {
            let app = TestApp()
            app.seed(["a": [".value": 1, ".priority": 1], "b": [".value": 2, ".priority": 2], "c": [".value": 3, ".priority": 3]])
            let log = Recorder()
            Self.observeAll(app.root, into: log)
            #expect(waitUntil { log.count == 4 })
            log.clear()
            app.ref("a").setPriority(10)
            #expect(waitUntil { log.count == 3 })
            #expect(log.log == ["moved a c 1", "changed a c 1", #"value  nil {"a":1,"b":2,"c":3}"#])
        }

        @Test func withBlockVariantsDeliverSnapshots() {
            let app = TestApp()
            app.seed(["a": "x"])
            let log = Recorder()
            app.root.observeEventType(.ChildAdded, withBlock: { log.record("added \($0.key)") })
            app.root.observeEventType(.Value, withBlock: { log.record("value \(json($0.value))") }, withCancelBlock: { _ in log.record("cancel") })
            app.root.observeEventType(.ChildAdded, andPreviousSiblingKeyWithBlock: { log.record("added2 \($0.key) \($1 ?? "nil")") },
                                      withCancelBlock: nil)
            #expect(waitUntil { log.count == 3 })
            #expect(Set(log.log) == ["added a", #"value {"a":"x"}"#, "added2 a nil"])
        }

        @Test func singleEventObserversFireOnce() {
            let app = TestApp()
            app.seed(["a": 1, "b": 2])
            let log = Recorder()
            app.root.observeSingleEventOfType(.Value, withBlock: { log.record("value \(json($0.value))") })
            app.root.observeSingleEventOfType(.ChildAdded, andPreviousSiblingKeyWithBlock: { log.record("added \($0.key) \($1 ?? "nil")") })
            app.root.observeSingleEventOfType(.Value, withBlock: { _ in log.record("value2") }, withCancelBlock: { _ in log.record("cancel") })
            app.root.observeSingleEventOfType(.ChildAdded, andPreviousSiblingKeyWithBlock: { snapshot, _ in log.record("added2 \(snapshot.key)") },
                                              withCancelBlock: { _ in log.record("cancel2") })
            #expect(waitUntil { log.count == 4 })
            #expect(outcome { app.ref("c").setValue(3, withCompletionBlock: $0) }.finished)
            #expect(outcome { app.ref("a").setValue(5, withCompletionBlock: $0) }.finished)
            #expect(Set(log.log) == [#"value {"a":1,"b":2}"#, "added a nil", "value2", "added2 a"])
            #expect(log.count == 4)
        }

        @Test func removeObserverWithHandleStopsThatObserverOnly() {
            let app = TestApp()
            let log = Recorder()
            let handle = app.root.observeEventType(.Value, withBlock: { log.record("one \(json($0.value))") })
            app.root.observeEventType(.Value, withBlock: { log.record("two \(json($0.value))") })
            #expect(waitUntil { log.count == 2 })
            app.root.removeObserverWithHandle(handle)
            app.root.removeObserverWithHandle(987_654_321)
            #expect(outcome { app.ref("a").setValue(1, withCompletionBlock: $0) }.finished)
            #expect(waitUntil { log.log.contains(#"two {"a":1}"#) })
            #expect(!log.log.contains(#"one {"a":1}"#))
        }

        @Test func handlesAreUnique() {
            let ref = TestApp().root
            let handles = (0..<10).map { _ in ref.observeEventType(.Value, withBlock: { _ in }) }
            #expect(Set(handles).count == 10)
            #expect(!handles.contains(0))
        }

        @Test func removeAllObserversThroughAReferenceIncludesItsQueries() {
            let app = TestApp()
            let log = Recorder()
            app.root.observeEventType(.ChildAdded, withBlock: { log.record("ref \($0.key)") })
            app.root.queryOrderedByKey().observeEventType(.ChildAdded, withBlock: { log.record("query \($0.key)") })
            app.ref("other").observeEventType(.ChildAdded, withBlock: { log.record("other \($0.key)") })
            _ = read(app.root)
            app.root.removeAllObservers()
            app.ref("a").setValue(1)
            app.ref("other/x").setValue(1)
            #expect(waitUntil { log.log.contains("other x") })
            #expect(outcome { app.ref("sync").setValue(1, withCompletionBlock: $0) }.finished)
            #expect(log.log == ["other x"])
        }

        @Test func deniedReadCallsTheCancelBlockWithPermissionDenied() throws {
            let app = TestApp()
            try app.server.setRules(#"{"rules": {".read": false, ".write": true}}"#)
            let error: Error? = waitFor { done in
                app.ref("secret").observeEventType(.Value, withBlock: { _ in }, withCancelBlock: { done($0) })
            }
            let nsError = error as NSError?
            #expect(nsError?.domain == WilddogErrorDomain)
            #expect(nsError?.code == WilddogError.PermissionDenied.rawValue)
            let single: Error? = waitFor { done in
                app.ref("secret").observeSingleEventOfType(.Value, withBlock: { _ in }, withCancelBlock: { done($0) })
            }
            #expect((single as NSError?)?.code == WilddogError.PermissionDenied.rawValue)
        }

        @Test func losingReadAccessCancelsAndRemovesTheObserver() throws {
            let app = TestApp()
            let log = Recorder()
            app.ref("doc").observeEventType(.Value, andPreviousSiblingKeyWithBlock: { snapshot, _ in log.record(json(snapshot.value)) },
                                            withCancelBlock: { log.record("cancel \(($0 as NSError).code)") })
            #expect(waitUntil { log.log == ["null"] })
            try app.server.setRules(#"{"rules": {".read": false, ".write": true}}"#)
            #expect(waitUntil { log.log == ["null", "cancel -3"] })
            app.server.allowEverything()
            #expect(outcome { app.ref("doc").setValue(1, withCompletionBlock: $0) }.finished)
            #expect(log.log == ["null", "cancel -3"])
        }

        @Test func keepSyncedKeepsDataForOfflineReads() {
            let app = TestApp()
            app.seed(["synced": "yes", "unsynced": "no"])
            let synced = app.ref("synced")
            synced.keepSynced(true)
            #expect(waitUntil { read(synced)?.value as? String == "yes" })
            #expect(read(app.ref("unsynced"))?.value as? String == "no")
            app.root.app.goOffline()
            #expect(read(synced)?.value as? String == "yes")
            let unsynced: WDataSnapshot? = waitFor(0.3) { done in
                app.ref("unsynced").observeSingleEventOfType(.Value, withBlock: { done($0) })
            }
            #expect(unsynced == nil)
            app.root.app.goOnline()
        }
    }
}
