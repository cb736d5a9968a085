import Foundation
import Testing
@testable import WilddogEngine

/// Orderings as seen through events of a SyncTree: per-view raise order (SEMANTICS.md §5.1),
/// prevName under the view's index (§5.4), and query views of prioritized data (§2.6).
@Suite struct QueryEventTests {
    static func describe(_ events: [Event]) -> [String] {
        events.map { e in
            switch e.eventType {
            case .childRemoved?: return "removed \(e.childKey!.string)"
            case .childAdded?: return "added \(e.childKey!.string) prev=\(e.prevName?.string ?? "nil")"
            case .childMoved?: return "moved \(e.childKey!.string) prev=\(e.prevName?.string ?? "nil")"
            case .childChanged?: return "changed \(e.childKey!.string) prev=\(e.prevName?.string ?? "nil")"
            case .value?: return "value"
            case nil: return "cancel"
            }
        }
    }

    @Test func removedThenAddedThenMovedInIndexOrder() throws {
        // ios-test FEventTests.m testEventsAreRaisedChildRemovedChildAddedChildMoved (§5.1).
        let tree = SyncTree(listenProvider: NoListens())
        let registration = EventRegistration(eventTypes: [.childRemoved, .childAdded, .childMoved])
        _ = tree.addEventRegistration(.root, .default, registration)
        func prioritized(_ pairs: KeyValuePairs<String, Int>) -> Node {
            var node = Node.empty
            for (key, priority) in pairs {
                node = node.updatingImmediateChild(ChildKey(key), .leaf(.string("v"), priority: .number(Double(priority))))
            }
            return node
        }
        _ = tree.applyServerOverwrite(.root, prioritized(["a": 0, "b": 1, "c": 2, "d": 3, "e": 4, "f": 5]))
        let events = tree.applyServerOverwrite(.root, prioritized(["a": 5, "aa": 0, "b": 1, "bb": 2, "d": 3, "e": 6]))
        #expect(Self.describe(events) == [
            "removed c", "removed f", "added aa prev=nil", "added bb prev=b", "moved a prev=d", "moved e prev=a",
        ])
    }

    @Test func prevNameFollowsTheViewIndex() throws {
        // js-compat-test order.test.ts "Ensure prevName is correct on child_added event."
        let tree = SyncTree(listenProvider: NoListens())
        let byKey = EventRegistration(.childAdded), byValue = EventRegistration(.childAdded)
        _ = tree.addEventRegistration("p", .default, byKey)
        _ = tree.addEventRegistration("p", try QuerySpec.default.ordered(by: .value, method: "o"), byValue)
        let events = tree.applyServerOverwrite("p", try node(#"{"a": 3, "b": 1, "c": 2, "10": 0, "9": 0}"#))
        #expect(Self.describe(events.filter { $0.registration === byKey })
            == ["added 9 prev=nil", "added 10 prev=9", "added a prev=10", "added b prev=a", "added c prev=b"])
        #expect(Self.describe(events.filter { $0.registration === byValue })
            == ["added 9 prev=nil", "added 10 prev=9", "added b prev=10", "added c prev=b", "added a prev=c"])
    }

    @Test func limitedViewsComputePrevNameInsideTheWindow() throws {
        let tree = SyncTree(listenProvider: NoListens())
        let registration = EventRegistration.allEvents()
        let last2 = try QuerySpec.default.ordered(by: .value, method: "o").limited(toLast: 2, method: "l")
        _ = tree.addEventRegistration("p", last2, registration)
        let tag = try #require(tree.tagForQuery("p", last2))
        let initial = tree.applyTaggedQueryOverwrite("p", try node(#"{"c": 3, "d": 4}"#), tag: tag)
        #expect(Self.describe(initial) == ["added c prev=nil", "added d prev=c", "value"])
        // A new maximum pushes c out of the window.
        let update = tree.applyTaggedQueryMerge("p", [("e", .leaf(.number(5)))], tag: tag)
        #expect(Self.describe(update) == ["removed c", "added e prev=d", "value"])
    }

    @Test func queryViewsOfPrioritizedDataHaveNoRootPriority() throws {
        // js-compat-test query.test.ts ".limitToLast() on node with priority." through a SyncTree.
        let tree = SyncTree(listenProvider: NoListens())
        let last2 = try QuerySpec.default.limited(toLast: 2, method: "l")
        let registration = EventRegistration(.value), plain = EventRegistration(.value)
        _ = tree.addEventRegistration("p", last2, registration)
        _ = tree.addEventRegistration("p", .default, plain)
        let events = tree.applyServerOverwrite("p", try node(#"{"a": "blah", ".priority": "priority"}"#))
        let limited = try #require(events.first { $0.registration === registration })
        #expect(try canonicalJSON(limited.node.exportValue) == #"{"a":"blah"}"#)
        let full = try #require(events.first { $0.registration === plain })
        #expect(try canonicalJSON(full.node.exportValue) == #"{".priority":"priority","a":"blah"}"#)
    }
}
