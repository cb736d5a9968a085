import Foundation
import Testing
@testable import WilddogEngine

/// Priority order and where priorities live, SEMANTICS.md §2.
@Suite struct PriorityOrderTests {
    @Test func mixedPrioritiesSortNoneThenNumbersThenStrings() throws {
        // js-compat-test order.test.ts "Verify order of mixed numbers / strings / no priorities."
        let children: [(String, Any)] = [
            ("alpha42", "zed"), ("noPriorityC", NSNull()), ("num41", 500), ("noPriorityB", NSNull()),
            ("num80", 4000.1), ("num50", 4000), ("num10", 24), ("alpha41", "zed"), ("alpha20", "horse"),
            ("num20", 123), ("num70", 4000.01), ("noPriorityA", NSNull()), ("alpha30", "tree"),
            ("num30", 300), ("num60", 4000.001), ("alpha10", "0horse"), ("num42", 500),
            ("alpha40", "zed"), ("num40", 500),
        ]
        var data = Node.empty
        for (key, priority) in children {
            let p = try NodeParser(method: "setPriority").parsePriority(priority)
            data = data.updatingImmediateChild(ChildKey(key), .leaf(.string(key), priority: p))
        }
        #expect(keys(data, .priority) == [
            "noPriorityA", "noPriorityB", "noPriorityC", "num10", "num20", "num30", "num40", "num41", "num42",
            "num50", "num60", "num70", "num80", "alpha10", "alpha20", "alpha30", "alpha40", "alpha41", "alpha42",
        ])
        // The same order whether the node is built child by child or parsed in one go.
        var export: [String: Any] = [:]
        for (key, priority) in children { export[key] = [".value": key, ".priority": priority] }
        #expect(keys(try Node(exportValue: export), .priority) == keys(data, .priority))
    }

    /// Priorities in ascending order; equal entries fall back to key order.
    static let priorityLadder: [String] = [
        #"{".value":1}"#, #"{".value":1,".priority":-1e300}"#, #"{".value":1,".priority":-1}"#,
        #"{".value":1,".priority":0}"#, #"{".value":1,".priority":0.5}"#, #"{".value":1,".priority":2}"#,
        #"{".value":1,".priority":10}"#, #"{".value":1,".priority":1e300}"#, #"{".value":1,".priority":""}"#,
        #"{".value":1,".priority":"0"}"#, #"{".value":1,".priority":"10"}"#, #"{".value":1,".priority":"2"}"#,
        #"{".value":1,".priority":"A"}"#, #"{".value":1,".priority":"a"}"#,
        #"{".value":1,".priority":"\u00e9"}"#, #"{".value":1,".priority":"\ud83d\ude00"}"#,
        #"{".value":1,".priority":"\uff61"}"#,
    ]

    @Test func prioritiesOrderByTypeThenValue() throws {
        // Keys chosen in reverse so that key order cannot produce the expected order.
        var data = Node.empty
        for (i, text) in Self.priorityLadder.enumerated() {
            data = data.updatingImmediateChild(ChildKey("k\(99 - i)"), try node(text))
        }
        #expect(keys(data, .priority) == Self.priorityLadder.indices.map { "k\(99 - $0)" })
    }

    @Test func equalPrioritiesFallBackToKeyOrder() throws {
        let data = try node(#"""
            {"b": {".value": 1, ".priority": 5}, "10": {".value": 1, ".priority": 5},
             "9": {".value": 1, ".priority": 5}, "a": {".value": 1, ".priority": "x"},
             "-1": {".value": 1, ".priority": 5}, "z": 1, "0": 1}
            """#)
        #expect(keys(data, .priority) == ["0", "z", "-1", "9", "10", "b", "a"])
    }

    @Test func priorityZeroIsARealPriority() throws {
        // js-compat-test order.test.ts "Can set value with priority of 0."
        let data = try node(#"{"x": {".value": "a", ".priority": 0}, "y": "b"}"#)
        #expect(data.immediateChild("x").priority == .number(0))
        #expect(keys(data, .priority) == ["y", "x"])
        #expect(try canonicalJSON(data.exportValue) == #"{"x":{".priority":0,".value":"a"},"y":"b"}"#)
    }

    @Test func objectsAndLeavesBothCarryPriorities() throws {
        let data = try node(#"{"o": {"a": 1, ".priority": 3}, "l": {".value": true, ".priority": "p"}}"#)
        #expect(data.immediateChild("o").priority == .number(3))
        #expect(data.immediateChild("l").priority == .string("p"))
        #expect(data.child("o/.priority") == .leaf(.number(3)))
        #expect(data.child("l/.priority") == .leaf(.string("p")))
        #expect(data.child("missing/.priority") == .empty)
        #expect(keys(data, .priority) == ["o", "l"])
    }

    // MARK: Priority lifecycle (§2.3–§2.5)

    @Test func theEmptyNodeNeverTakesAPriority() {
        #expect(Node.empty.updatingPriority(.number(1)) == .empty)
        #expect(Node.empty.updatingChild(".priority", .leaf(.string("p"))) == .empty)
        #expect(Node.empty.updatingChild("a/.priority", .leaf(.string("p"))) == .empty)
        #expect(Node.empty.updatingImmediateChild(.priority, .leaf(.number(1))) == .empty)
    }

    @Test func writingUnderALeafKeepsItsPriority() throws {
        // js-compat-test order.test.ts "Inserting a node under a leaf node preserves its priority."
        let leaf = try node(#"{".value": "x", ".priority": "p"}"#)
        let object = leaf.updatingImmediateChild("a", .leaf(.number(1)))
        #expect(object.priority == .string("p"))
        #expect(try canonicalJSON(object.exportValue) == #"{".priority":"p","a":1}"#)
        let deep = leaf.updatingChild("a/b", .leaf(.number(1)))
        #expect(deep.priority == .string("p"))
        #expect(try canonicalJSON(deep.exportValue) == #"{".priority":"p","a":{"b":1}}"#)
        // Deleting below a leaf is a no-op and keeps the leaf as it was.
        #expect(leaf.updatingChild("a/b", .empty) == leaf)
        #expect(leaf.updatingImmediateChild("a", .empty) == leaf)
    }

    @Test func deletingTheLastChildDropsThePriority() throws {
        let data = try node(#"{"a": 1, "b": 2, ".priority": 7}"#)
        let one = data.updatingImmediateChild("a", .empty)
        #expect(one.priority == .number(7))
        let none = one.updatingImmediateChild("b", .empty)
        #expect(none == .empty)
        #expect(none.priority == nil)
        // Re-adding a child does not bring the priority back.
        #expect(none.updatingImmediateChild("a", .leaf(.number(1))).priority == nil)
        // Deep: emptying a/b empties a (and its priority), then the root.
        let nested = try node(#"{"a": {"b": 1, ".priority": 1}, ".priority": 2}"#)
        #expect(nested.updatingChild("a/b", .empty) == .empty)
    }

    @Test func deletingAMissingChildChangesNothing() throws {
        let data = try node(#"{"a": 1, ".priority": 7}"#)
        #expect(data.updatingImmediateChild("zz", .empty) == data)
        #expect(data.updatingChild("zz/y", .empty) == data)
    }

    @Test func priorityPathWritesSetThePriorityOfTheirParent() throws {
        let data = try node(#"{"a": {"x": 1}, "b": "leaf"}"#)
        let withA = data.updatingChild("a/.priority", .leaf(.number(5)))
        #expect(withA.immediateChild("a").priority == .number(5))
        #expect(withA.immediateChild("a").immediateChild("x") == .leaf(.number(1)))
        let withB = withA.updatingChild("b/.priority", .leaf(.string("p")))
        #expect(try canonicalJSON(withB.exportValue)
            == #"{"a":{".priority":5,"x":1},"b":{".priority":"p",".value":"leaf"}}"#)
        // Writing null to .priority removes it; writing to a missing child's .priority is a no-op.
        #expect(withB.updatingChild("a/.priority", .empty).immediateChild("a").priority == nil)
        #expect(withB.updatingChild("missing/.priority", .leaf(.number(1))) == withB)
        // At the root.
        #expect(data.updatingChild(".priority", .leaf(.number(1))).priority == .number(1))
    }

    @Test func overwritingANodeReplacesItsPriority() throws {
        let data = try node(#"{"a": {".value": 1, ".priority": 5}}"#)
        #expect(data.updatingChild("a", .leaf(.number(2))).immediateChild("a").priority == nil)
        #expect(data.updatingChild("a", .leaf(.number(1))).immediateChild("a") == .leaf(.number(1)))
        #expect(data.updatingChild("a", .leaf(.number(1))) != data, "priority is part of node equality")
    }

    @Test func priorityChangesReorderChildren() throws {
        var data = try node(#"{"a": {".value": 1, ".priority": 1}, "b": {".value": 1, ".priority": 2}, "c": 1}"#)
        #expect(keys(data, .priority) == ["c", "a", "b"])
        data = data.updatingChild("a/.priority", .leaf(.number(3)))
        #expect(keys(data, .priority) == ["c", "b", "a"])
        data = data.updatingChild("c/.priority", .leaf(.string("s")))
        #expect(keys(data, .priority) == ["b", "a", "c"])
        data = data.updatingChild("b/.priority", .empty)
        #expect(keys(data, .priority) == ["b", "a", "c"])
        data = data.updatingChild("c", .empty)
        #expect(keys(data, .priority) == ["b", "a"])
    }
}
