import Foundation
import Testing
import Wilddog
import WilddogTestSupport

extension LegacyTests {
    /// Query builders: ordering, ranges with child keys, limits, and rejected combinations.
    @Suite struct QueryTests {
        static var prioritized: [String: Any] { [
            "a": [".value": 1, ".priority": 2], "b": [".value": 2, ".priority": 1], "c": [".value": 3, ".priority": 2],
            "d": [".value": 4, ".priority": "x"], "e": 5,
        ] }

        @Test func defaultOrderIsByPriorityThenKey() {
            let app = TestApp()
            app.seed(Self.prioritized)
            #expect(initialChildKeys(app.root) == ["e", "b", "a", "c", "d"])
            #expect(initialChildKeys(app.root.queryOrderedByPriority()) == ["e", "b", "a", "c", "d"])
        }

        @Test func priorityRangesWithChildKeys() {
            let app = TestApp()
            app.seed(Self.prioritized)
            let byPriority = app.root.queryOrderedByPriority()
            #expect(initialChildKeys(byPriority.queryStartingAtValue(2)) == ["a", "c", "d"])
            #expect(initialChildKeys(byPriority.queryStartingAtValue(2, childKey: "b")) == ["c", "d"])
            #expect(initialChildKeys(byPriority.queryEndingAtValue(2)) == ["e", "b", "a", "c"])
            #expect(initialChildKeys(byPriority.queryEndingAtValue(2, childKey: "a")) == ["e", "b", "a"])
            #expect(initialChildKeys(byPriority.queryEqualToValue(2)) == ["a", "c"])
            #expect(initialChildKeys(byPriority.queryEqualToValue(2, childKey: "c")) == ["c"])
            #expect(initialChildKeys(byPriority.queryStartingAtValue("x")) == ["d"])
        }

        @Test func keyOrderPutsIntegerKeysFirstNumerically() {
            let app = TestApp()
            app.seed(["10": 1, "9": 1, "b": 1, "a": 1, "007": 1])
            #expect(initialChildKeys(app.root.queryOrderedByKey()) == ["007", "9", "10", "a", "b"])
        }

        @Test func limitsTakeTheFirstOrLastChildren() {
            let app = TestApp()
            app.seed(["a": 1, "b": 2, "c": 3, "d": 4])
            #expect(initialChildKeys(app.root.queryLimitedToFirst(2)) == ["a", "b"])
            #expect(initialChildKeys(app.root.queryLimitedToLast(2)) == ["c", "d"])
            #expect(initialChildKeys(app.root.queryOrderedByValue().queryStartingAtValue(2).queryLimitedToFirst(2)) == ["b", "c"])
        }

        @Test func buildersLeaveTheReceiverUnchanged() {
            let app = TestApp()
            app.seed(["a": 1, "b": 2, "c": 3])
            let base = app.root.queryOrderedByValue()
            _ = base.queryLimitedToFirst(1)
            _ = base.queryEqualToValue(2)
            #expect(initialChildKeys(base) == ["a", "b", "c"])
        }

        @Test func limitedQueryRaisesEventsForItsWindow() {
            let app = TestApp()
            app.seed(["a": 1, "b": 2, "c": 3])
            let log = Recorder()
            let query = app.root.queryOrderedByValue().queryLimitedToLast(2)
            query.observeEventType(.ChildAdded, andPreviousSiblingKeyWithBlock: { log.record(eventLine("added", $0, $1)) })
            query.observeEventType(.ChildRemoved, withBlock: { log.record(eventLine("removed", $0, nil)) })
            #expect(waitUntil { log.count == 2 })
            app.ref("d").setValue(4)
            #expect(waitUntil { log.count == 4 })
            #expect(log.log == ["added b nil 2", "added c b 3", "removed b nil 2", "added d c 4"])
        }

        /// A rejected builder: the query is invalid and the cancel block names the method.
        static func rejection(_ query: WQuery) -> NSError? {
            let error: Error? = waitFor { done in
                query.observeEventType(.Value, withBlock: { _ in }, withCancelBlock: { done($0) })
            }
            return error as NSError?
        }

        @Test func secondOrderByIsRejected() throws {
            let ref = TestApp().root
            let error = try #require(Self.rejection(ref.queryOrderedByChild("height").queryOrderedByKey()))
            #expect(error.domain == WilddogErrorDomain)
            #expect(error.code == WilddogError.OperationFailed.rawValue)
            #expect(error.localizedDescription.contains("queryOrderedByKey"))
            #expect(error.localizedDescription.contains("orderBy"))
        }

        /// Builder misuse the SDK rejects, with the method the message must name.
        enum BadBuilder: CaseIterable, Sendable {
            case orderByReservedChild, orderByInvalidPath, zeroLimit, secondLimit, keyIndexWithChildKey
            case keyIndexWithNumber, priorityIndexWithBool, objectBound, secondStart, invalidChildKey

            var method: String {
                switch self {
                case .orderByReservedChild, .orderByInvalidPath: return "queryOrderedByChild:"
                case .zeroLimit: return "queryLimitedToFirst:"
                case .secondLimit: return "queryLimitedToLast:"
                case .keyIndexWithChildKey: return "queryStartingAtValue:childKey:"
                case .keyIndexWithNumber: return "queryEndingAtValue:"
                case .priorityIndexWithBool, .secondStart: return "queryEqualToValue:"
                case .objectBound: return "queryStartingAtValue:"
                case .invalidChildKey: return "queryEndingAtValue:childKey:"
                }
            }

            func build(_ r: Wilddog) -> WQuery {
                switch self {
                case .orderByReservedChild: return r.queryOrderedByChild("$key")
                case .orderByInvalidPath: return r.queryOrderedByChild("a.b")
                case .zeroLimit: return r.queryLimitedToFirst(0)
                case .secondLimit: return r.queryLimitedToFirst(1).queryLimitedToLast(1)
                case .keyIndexWithChildKey: return r.queryOrderedByKey().queryStartingAtValue("a", childKey: "b")
                case .keyIndexWithNumber: return r.queryOrderedByKey().queryEndingAtValue(3)
                case .priorityIndexWithBool: return r.queryOrderedByPriority().queryEqualToValue(true)
                case .objectBound: return r.queryStartingAtValue(["an": "object"])
                case .secondStart: return r.queryStartingAtValue(1).queryEqualToValue(2)
                case .invalidChildKey: return r.queryEndingAtValue(1, childKey: "a/b")
                }
            }
        }

        @Test(arguments: BadBuilder.allCases)
        func invalidBuildersYieldInvalidQueries(_ bad: BadBuilder) throws {
            let app = TestApp()
            let error = try #require(Self.rejection(bad.build(app.root)))
            #expect(error.code == WilddogError.OperationFailed.rawValue)
            #expect(error.localizedDescription.contains(bad.method))
            // The query's reference stays usable.
            #expect(outcome { bad.build(app.root).ref.childByAppendingPath("ok").setValue(1, withCompletionBlock: $0) }.error == nil)
        }

        @Test func invalidQueryWithoutCancelBlockRegistersNothing() {
            let app = TestApp()
            let log = Recorder()
            let handle = app.root.queryLimitedToFirst(0).observeEventType(.Value, withBlock: { _ in log.record("value") })
            #expect(handle == 0)
            #expect(outcome { app.ref("a").setValue(1, withCompletionBlock: $0) }.finished)
            #expect(read(app.root) != nil)
            #expect(log.log.isEmpty)
        }
    }
}
