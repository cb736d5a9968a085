import Foundation
import Testing
import Wilddog

extension LegacyTests {
    /// Invalid keys, paths, values and priorities are rejected with the SDK's message, nothing is
    /// written, and nothing crashes.
    @Suite struct BadInputTests {
        static let invalidKeys = ["a.b", "a#b", "a$b", "a[b", "a]b", "a\u{01}b", "a\u{7f}b"]

        /// Expects `result` to be the rejection of bad input, naming `method`.
        static func expectRejected(_ result: Outcome, naming method: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(result.finished, sourceLocation: sourceLocation)
            #expect(result.error?.domain == WilddogErrorDomain, sourceLocation: sourceLocation)
            #expect(result.error?.code == WilddogError.OperationFailed.rawValue, sourceLocation: sourceLocation)
            #expect(result.error?.localizedDescription.contains(method) == true, sourceLocation: sourceLocation)
        }

        /// Makes sure earlier writes reached the server, then expects it to be empty.
        static func expectNothingWritten(_ app: TestApp, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(outcome { app.ref("sync").setValue(nil, withCompletionBlock: $0) }.finished, sourceLocation: sourceLocation)
            #expect(app.serverJSON() == "null", sourceLocation: sourceLocation)
        }

        @Test(arguments: invalidKeys)
        func invalidPathsMakeInvalidReferences(_ key: String) {
            let app = TestApp()
            let ref = app.root.childByAppendingPath("ok/\(key)")
            Self.expectRejected(outcome { ref.setValue(1, withCompletionBlock: $0) }, naming: "childByAppendingPath:")
            Self.expectRejected(outcome { ref.childByAppendingPath("deeper").updateChildValues(["x": 1], withCompletionBlock: $0) },
                                naming: "childByAppendingPath:")
            Self.expectRejected(outcome { ref.onDisconnectSetValue(1, withCompletionBlock: $0) }, naming: "childByAppendingPath:")
            ref.setValue(1)
            ref.childByAutoId().setValue(2)
            let cancelled: Error? = waitFor { done in ref.observeEventType(.Value, withBlock: { _ in }, withCancelBlock: { done($0) }) }
            #expect((cancelled as NSError?)?.code == WilddogError.OperationFailed.rawValue)
            #expect(ref.parent.key == "ok")
            Self.expectNothingWritten(app)
            // The parent without the invalid key is usable again.
            #expect(outcome { ref.parent.setValue(3, withCompletionBlock: $0) }.error == nil)
        }

        @Test(arguments: invalidKeys)
        func invalidKeysInValuesAreRejected(_ key: String) {
            let app = TestApp()
            Self.expectRejected(outcome { app.ref("a").setValue(["ok": 1, "nested": [key: 1]], withCompletionBlock: $0) }, naming: "setValue:")
            Self.expectRejected(outcome { app.root.updateChildValues(["a/\(key)": 1], withCompletionBlock: $0) }, naming: "updateChildValues:")
            app.ref("b").setValue([key: 1])
            Self.expectNothingWritten(app)
        }

        @Test func invalidValuesAreRejected() {
            let app = TestApp()
            final class Unsupported {}
            let values: [Any] = [Double.nan, Double.infinity, -Double.infinity, Unsupported(), Date(), ["list", Double.nan]]
            for value in values {
                Self.expectRejected(outcome { app.ref("a").setValue(value, withCompletionBlock: $0) }, naming: "setValue:withCompletionBlock:")
                Self.expectRejected(outcome { app.ref("a").setValue(["x": value], andPriority: 1, withCompletionBlock: $0) },
                                    naming: "setValue:andPriority:withCompletionBlock:")
                Self.expectRejected(outcome { app.root.updateChildValues(["a": value], withCompletionBlock: $0) },
                                    naming: "updateChildValues:withCompletionBlock:")
                Self.expectRejected(outcome { app.ref("a").onDisconnectSetValue(value, withCompletionBlock: $0) },
                                    naming: "onDisconnectSetValue:withCompletionBlock:")
                app.ref("a").setValue(value)
                app.ref("a").onDisconnectUpdateChildValues(["b": value])
            }
            Self.expectNothingWritten(app)
            app.root.app.goOffline()
            #expect(waitUntil { app.serverJSON() == "null" })
            app.root.app.goOnline()
        }

        @Test func invalidPrioritiesAreRejected() {
            let app = TestApp()
            app.seed("x", at: "a")
            for priority: Any in [true, false, ["an": "object"], Double.nan] {
                Self.expectRejected(outcome { app.ref("b").setValue(1, andPriority: priority, withCompletionBlock: $0) },
                                    naming: "setValue:andPriority:withCompletionBlock:")
                Self.expectRejected(outcome { app.ref("a").setPriority(priority, withCompletionBlock: $0) }, naming: "setPriority:withCompletionBlock:")
                Self.expectRejected(outcome { app.ref("b").onDisconnectSetValue(1, andPriority: priority, withCompletionBlock: $0) },
                                    naming: "onDisconnectSetValue:andPriority:withCompletionBlock:")
                Self.expectRejected(outcome { app.root.updateChildValues(["a/.priority": priority], withCompletionBlock: $0) },
                                    naming: "updateChildValues:withCompletionBlock:")
                app.ref("a").setPriority(priority)
                app.ref("b").setValue(1, andPriority: priority)
            }
            #expect(outcome { app.ref("sync").setValue(nil, withCompletionBlock: $0) }.finished)
            #expect(json(app.server.exportedData()) == #"{"a":"x"}"#)
        }

        @Test func overlappingUpdatePathsAreRejected() {
            let app = TestApp()
            Self.expectRejected(outcome { app.root.updateChildValues(["a": 1, "a/b": 2], withCompletionBlock: $0) }, naming: "updateChildValues:")
            Self.expectRejected(outcome { app.root.updateChildValues(["": 1], withCompletionBlock: $0) }, naming: "updateChildValues:")
            Self.expectRejected(outcome { app.root.updateChildValues([1: "non-string key"], withCompletionBlock: $0) }, naming: "updateChildValues:")
            Self.expectNothingWritten(app)
        }

        @Test func writesUnderInfoAreRejected() {
            let app = TestApp()
            let info = app.root.childByAppendingPath(".info/connected")
            Self.expectRejected(outcome { info.setValue(false, withCompletionBlock: $0) }, naming: "setValue:withCompletionBlock:")
            Self.expectRejected(outcome { info.removeValueWithCompletionBlock($0) }, naming: "removeValueWithCompletionBlock:")
            Self.expectRejected(outcome { info.onDisconnectRemoveValueWithCompletionBlock($0) }, naming: "onDisconnectRemoveValueWithCompletionBlock:")
            let transaction = reportedError { done in
                info.runTransactionBlock({ .successWithValue($0) }, andCompletionBlock: { error, _, _ in done(error) })
            }
            #expect(transaction?.code == WilddogError.OperationFailed.rawValue)
            #expect(waitUntil { read(info)?.value as? Bool == true })
        }

        @Test func infoPathsAreOnlyValidFromTheRoot() {
            let app = TestApp()
            let nested = app.ref("a").childByAppendingPath(".info")
            Self.expectRejected(outcome { nested.setValue(1, withCompletionBlock: $0) }, naming: "childByAppendingPath:")
        }

        @Test(arguments: ["not a url", "ftp://x.wilddogio.com", "https://", ""])
        func invalidURLsMakeInvalidReferences(_ url: String) throws {
            let ref = Wilddog(url: url)
            Self.expectRejected(outcome { ref.setValue(1, withCompletionBlock: $0) }, naming: "initWithUrl:")
            Self.expectRejected(outcome { ref.childByAppendingPath("a").updateChildValues(["b": 1], withCompletionBlock: $0) },
                                naming: "initWithUrl:")
            let cancelled: Error? = waitFor { done in
                ref.queryOrderedByKey().observeSingleEventOfType(.Value, withBlock: { _ in }, withCancelBlock: { done($0) })
            }
            #expect((cancelled as NSError?)?.code == WilddogError.OperationFailed.rawValue)
            #expect(ref.observeEventType(.Value, withBlock: { _ in }) == 0)
            let transaction = reportedError { done in
                ref.runTransactionBlock({ .successWithValue($0) }, andCompletionBlock: { error, _, _ in done(error) }, withLocalEvents: true)
            }
            #expect(transaction?.code == WilddogError.OperationFailed.rawValue)
            let login = reportedError { done in ref.authAnonymouslyWithCompletionBlock { error, _ in done(error) } }
            #expect(login?.domain == WAuthenticationErrorDomain)
            #expect(ref.authData == nil)
            #expect(ref.description == url)
            #expect(ref.childByAppendingPath("x").key == "x")
            ref.app.goOffline()
            ref.app.goOnline()
            ref.removeAllObservers()
            ref.keepSynced(true)
            ref.unauth()
        }

        @Test func invalidPathsInSnapshotsAndMutableData() throws {
            let app = TestApp()
            app.seed(["a": 1])
            let snapshot = try #require(read(app.root))
            #expect(snapshot.childSnapshotForPath("a.b").value is NSNull)
            #expect(snapshot.hasChild("a#") == false)
            let finished = reportedError { done in
                app.root.runTransactionBlock({ data in
                    #expect(data.hasChildAtPath("$x") == false)
                    data.childDataByAppendingPath("a[0]").value = 5
                    return .successWithValue(data)
                }, andCompletionBlock: { error, _, _ in done(error) })
            }
            #expect(finished?.code == WilddogError.OperationFailed.rawValue)
            #expect(app.serverJSON() == #"{"a":1}"#)
        }
    }
}
