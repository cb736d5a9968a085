import Foundation
import Testing
import Wilddog
import WilddogEngine

extension LegacyTests {
    /// Which error an unusable 1.x reference or query reports, and which of its related
    /// locations (child, parent, root, ref, push child, query) stay unusable: an invalid URL
    /// before a path error, the first path error before a later one, a path error before a
    /// rejected builder. Pinned through the public API (the facade core's `.legacy` rules).
    @Suite struct UsageErrorTests {
        /// The error a write with a completion block reports here.
        static func writeError(_ ref: Wilddog) -> NSError? {
            outcome { ref.setValue(1, withCompletionBlock: $0) }.error
        }

        /// The error a refused observer's cancel block gets here.
        static func cancelError(_ query: WQuery) -> NSError? {
            reportedError { done in query.observeEventType(.Value, withBlock: { _ in }, withCancelBlock: { done($0) }) }
        }

        /// The warnings `body` logs that start with `method`.
        static func warnings(about method: String, _ body: () -> Void) -> [String] {
            let logged = Lock<[String]>([])
            EngineLog.observingWarnings({ message in logged.withLock { $0.append(message) } }, body)
            return logged.withLock { $0 }.filter { $0.hasPrefix(method) }
        }

        @Test func anInvalidURLIsReportedBeforeALaterPathErrorAndSurvivesRootAndParent() {
            let ref = Wilddog(url: "not a url").childByAppendingPath("a.b").childByAppendingPath("c")
            for related in [ref, ref.parent, ref.parent.parent, ref.root, ref.childByAutoId()] {
                let error = Self.writeError(related)
                #expect(error?.domain == WilddogErrorDomain)
                #expect(error?.code == WilddogError.OperationFailed.rawValue)
                #expect(error?.localizedDescription.hasPrefix("initWithUrl:") == true, "\(String(describing: error))")
            }
            #expect(Self.cancelError(ref.queryOrderedByKey().queryOrderedByKey())?.localizedDescription
                .hasPrefix("initWithUrl:") == true)
        }

        @Test func theFirstPathErrorStaysUntilTheParentDropsItsKey() {
            let app = TestApp()
            let first = app.ref("ok").childByAppendingPath("a.b")
            let both = first.childByAppendingPath("c#d")
            let error = Self.writeError(both)
            #expect(error?.localizedDescription.hasPrefix("childByAppendingPath:") == true)
            #expect(error?.localizedDescription.contains("a.b") == true, "\(String(describing: error))")
            #expect(error?.localizedDescription.contains("c#d") == false)
            // /ok/a.b is still invalid, with the same message; /ok is usable again.
            #expect(Self.writeError(both.parent)?.localizedDescription == error?.localizedDescription)
            #expect(outcome { both.parent.parent.setValue(1, withCompletionBlock: $0) }.error == nil)
            #expect(outcome { both.root.childByAppendingPath("r").setValue(2, withCompletionBlock: $0) }.error == nil)
            #expect(app.serverJSON() == #"{"ok":1,"r":2}"#)
        }

        @Test func aPathErrorIsReportedBeforeARejectedBuilderWhichStillLogs() {
            let app = TestApp()
            let invalid = app.ref("ok").childByAppendingPath("a.b")
            var query: WQuery = invalid
            let logged = Self.warnings(about: "queryOrderedByChild:") {
                query = invalid.queryOrderedByChild("first$rejected").queryOrderedByChild("second$rejected")
            }
            // 1.x builders check their input behind a path error: the first rejection is logged,
            // the builder after it is not.
            #expect(logged.filter { $0.contains("first$rejected") }.count == 1, "\(logged)")
            #expect(!logged.contains { $0.contains("second$rejected") }, "\(logged)")
            let error = Self.cancelError(query)
            #expect(error?.code == WilddogError.OperationFailed.rawValue)
            #expect(error?.localizedDescription.hasPrefix("childByAppendingPath:") == true, "\(String(describing: error))")
            #expect(Self.writeError(query.ref)?.localizedDescription == error?.localizedDescription)
        }

        @Test func aQueryErrorIsForgottenByItsRefAndKeptByLaterBuilders() {
            let app = TestApp()
            let query = app.ref("q").queryLimitedToFirst(0).queryOrderedByKey()
            let error = Self.cancelError(query)
            #expect(error?.localizedDescription.hasPrefix("queryLimitedToFirst:") == true, "\(String(describing: error))")
            #expect(outcome { query.ref.setValue(1, withCompletionBlock: $0) }.error == nil)
            #expect(query.ref.description == app.ref("q").description)
            #expect(query.observeEventType(.Value, withBlock: { _ in }) == 0)
        }

        @Test func aPushChildOfAnInvalidPathIsInvalidToo() {
            let app = TestApp()
            let push = app.ref("ok").childByAppendingPath("a$b").childByAutoId()
            #expect(push.key.count == 20)
            #expect(Self.writeError(push)?.localizedDescription.contains("a$b") == true)
            #expect(push.description.hasPrefix("\(app.url)/ok/a$b/") || push.description.hasPrefix("\(app.url)/ok/a%24b/"))
        }

        @Test func aHandleIsRemovedThroughAnInvalidQueryOfItsLocation() {
            let app = TestApp()
            let log = Recorder()
            let handle = app.ref("h").observeEventType(.Value, withBlock: { log.record(json($0.value)) })
            #expect(waitUntil { log.log == ["null"] })
            app.ref("h").queryLimitedToFirst(0).removeObserverWithHandle(handle)
            #expect(outcome { app.ref("h").setValue(1, withCompletionBlock: $0) }.error == nil)
            #expect(read(app.ref("h"))?.value as? Int == 1)
            #expect(log.log == ["null"])
        }

        @Test func invalidChildDataKeepsItsKeyAndTheFirstPathError() {
            let app = TestApp()
            app.seed(["a": 1])
            let keys = Recorder()
            let error = reportedError { done in
                app.root.runTransactionBlock({ data in
                    let invalid = data.childDataByAppendingPath("a.b")
                    keys.record(invalid.key ?? "nil")
                    invalid.childDataByAppendingPath("c#d").value = 5
                    return .successWithValue(data)
                }, andCompletionBlock: { error, _, _ in done(error) })
            }
            #expect(error?.domain == WilddogErrorDomain)
            #expect(error?.code == WilddogError.OperationFailed.rawValue)
            #expect(error?.localizedDescription.contains("a.b") == true, "\(String(describing: error))")
            #expect(error?.localizedDescription.contains("c#d") == false)
            // 1.x reads the data at the invalid path (2.x detaches it: no key, empty).
            #expect(keys.log.first == "a.b")
            #expect(app.serverJSON() == #"{"a":1}"#)
        }

        @Test func unusableReferencesRefuseKeepSyncedAndRemoveAllObserversQuietly() {
            let app = TestApp()
            let invalid = app.ref("ok").childByAppendingPath("a]b")
            let logged = Self.warnings(about: "childByAppendingPath:") {
                invalid.keepSynced(true)
                invalid.removeAllObservers()
                invalid.queryLimitedToLast(0).removeAllObservers()
            }
            // keepSynced reports the reference's error; the removals are silent.
            #expect(logged.filter { $0.contains("a]b") }.count == 1, "\(logged)")
        }
    }
}
