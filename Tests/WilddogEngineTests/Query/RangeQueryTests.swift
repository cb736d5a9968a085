import Foundation
import Testing
@testable import WilddogEngine

/// Range bounds as posts (SEMANTICS.md §4.1), Wilddog's typed bounds on value and child
/// indexes (§0.1), and root priorities on query views (§2.6).
@Suite struct RangeQueryTests {
    static let q = QuerySpec.default

    /// One bound: startAt / startAfter / endAt / endBefore / equalTo, with a value and an optional key.
    enum Bound: Sendable, CustomStringConvertible {
        case startAt(JSONValue, String? = nil), startAfter(JSONValue, String? = nil)
        case endAt(JSONValue, String? = nil), endBefore(JSONValue, String? = nil)
        case equalTo(JSONValue, String? = nil)

        var description: String {
            switch self {
            case let .startAt(v, k): return "startAt(\(v)\(k.map { ", \($0)" } ?? ""))"
            case let .startAfter(v, k): return "startAfter(\(v)\(k.map { ", \($0)" } ?? ""))"
            case let .endAt(v, k): return "endAt(\(v)\(k.map { ", \($0)" } ?? ""))"
            case let .endBefore(v, k): return "endBefore(\(v)\(k.map { ", \($0)" } ?? ""))"
            case let .equalTo(v, k): return "equalTo(\(v)\(k.map { ", \($0)" } ?? ""))"
            }
        }

        func apply(_ spec: QuerySpec) throws -> QuerySpec {
            switch self {
            case let .startAt(v, k): return try spec.starting(at: v.foundation, key: k, method: "startAt")
            case let .startAfter(v, k): return try spec.starting(after: v.foundation, key: k, method: "startAfter")
            case let .endAt(v, k): return try spec.ending(at: v.foundation, key: k, method: "endAt")
            case let .endBefore(v, k): return try spec.ending(before: v.foundation, key: k, method: "endBefore")
            case let .equalTo(v, k): return try spec.equal(to: v.foundation, key: k, method: "equalTo")
            }
        }
    }

    /// A Sendable bound value.
    enum JSONValue: Sendable, CustomStringConvertible {
        case null, bool(Bool), number(Double), string(String)
        var foundation: Any? {
            switch self {
            case .null: return nil
            case .bool(let b): return b
            case .number(let d): return d
            case .string(let s): return s
            }
        }
        var description: String {
            switch self {
            case .null: return "null"
            case .bool(let b): return "\(b)"
            case .number(let d): return "\(d)"
            case .string(let s): return s.debugDescription
            }
        }
    }

    static func run(_ index: Index?, _ bounds: [Bound], on data: Node) throws -> [String] {
        var spec = Self.q
        if let index { spec = try spec.ordered(by: index, method: "orderBy") }
        for bound in bounds { spec = try bound.apply(spec) }
        return keys(view(spec, of: data), spec.index)
    }

    // MARK: Priority index

    /// a:1, b:2, c:2, d:3, e:"x", and f, g without priority.
    static let prioritized = #"""
        {"a": {".value": 1, ".priority": 1}, "b": {".value": 1, ".priority": 2}, "c": {".value": 1, ".priority": 2},
         "d": {".value": 1, ".priority": 3}, "e": {".value": 1, ".priority": "x"}, "f": 1, "g": 1}
        """#

    static let priorityTable: [([Bound], [String])] = [
        ([], ["f", "g", "a", "b", "c", "d", "e"]),
        ([.startAt(.number(2))], ["b", "c", "d", "e"]),
        ([.startAt(.number(2), "c")], ["c", "d", "e"]),
        ([.startAt(.number(2), "bb")], ["c", "d", "e"]),
        // "null priorities included in endAt(2)".
        ([.endAt(.number(2))], ["f", "g", "a", "b", "c"]),
        ([.endAt(.number(2), "b")], ["f", "g", "a", "b"]),
        ([.startAt(.null)], ["f", "g", "a", "b", "c", "d", "e"]),
        // startAt(null, 'g') = null-priority children from g, plus every child with a priority.
        ([.startAt(.null, "g")], ["g", "a", "b", "c", "d", "e"]),
        // "Filtering to only null priorities works".
        ([.endAt(.null)], ["f", "g"]),
        ([.equalTo(.null)], ["f", "g"]),
        ([.equalTo(.number(2))], ["b", "c"]),
        ([.equalTo(.number(2), "c")], ["c"]),
        ([.equalTo(.number(2), "z")], []),
        ([.startAfter(.number(2))], ["d", "e"]),
        ([.startAfter(.number(2), "b")], ["c", "d", "e"]),
        ([.endBefore(.number(2))], ["f", "g", "a"]),
        ([.endBefore(.number(2), "c")], ["f", "g", "a", "b"]),
        ([.startAt(.string("x"))], ["e"]),
        ([.startAt(.string(""))], ["e"]),
        ([.endAt(.string(""))], ["f", "g", "a", "b", "c", "d"]),
        ([.startAt(.number(1.5)), .endAt(.number(2.5))], ["b", "c"]),
        ([.startAt(.number(3)), .endAt(.number(1))], []),
        ([.startAfter(.null, "f"), .endBefore(.number(1))], ["g"]),
    ]

    @Test(arguments: priorityTable)
    func priorityBoundsArePosts(bounds: [Bound], expected: [String]) throws {
        #expect(try Self.run(nil, bounds, on: node(Self.prioritized)) == expected)
    }

    @Test func integerKeysAtTheInt32EdgesWithNullPriorityBounds() throws {
        // js-compat-test query.test.ts "Integer keys behave numerically …" with overflow/underflow.
        let data = try node(#"{"-2147483648": 1, "0": 1, "2147483647": 1, "a": 1, "9": 1, "10": 1}"#)
        #expect(try Self.run(nil, [.startAfter(.null, "2147483647")], on: data) == ["a"])
        #expect(try Self.run(nil, [.endBefore(.null, "-2147483648")], on: data) == [])
        #expect(try Self.run(nil, [.endBefore(.null, "0")], on: data) == ["-2147483648"])
        #expect(try Self.run(nil, [.startAt(.null, "9"), .endAt(.null, "10")], on: data) == ["9", "10"])
    }

    // MARK: Key index

    static let keyed = #"{"-1": 1, "0": 1, "1": 1, "2": 1, "9": 1, "10": 1, "010": 1, "2147483647": 1, "2147483648": 1, "a": 1, "b": 1}"#

    static let keyTable: [([Bound], [String])] = [
        ([], ["-1", "0", "1", "2", "9", "10", "010", "2147483647", "2147483648", "a", "b"]),
        ([.startAt(.string("2"))], ["2", "9", "10", "010", "2147483647", "2147483648", "a", "b"]),
        ([.endAt(.string("9"))], ["-1", "0", "1", "2", "9"]),
        ([.startAfter(.string("9"))], ["10", "010", "2147483647", "2147483648", "a", "b"]),
        ([.startAfter(.string("10"))], ["010", "2147483647", "2147483648", "a", "b"]),
        ([.endBefore(.string("0"))], ["-1"]),
        ([.endBefore(.string("a"))], ["-1", "0", "1", "2", "9", "10", "010", "2147483647", "2147483648"]),
        ([.equalTo(.string("10"))], ["10"]),
        ([.equalTo(.string("010"))], ["010"]),
        ([.startAt(.string("3")), .endAt(.string("2147483647"))], ["9", "10", "010", "2147483647"]),
        ([.startAt(.string("a"))], ["a", "b"]),
        ([.startAt(.string("2147483648"))], ["2147483648", "a", "b"]),
        ([.startAfter(.string("b"))], []),
    ]

    @Test(arguments: keyTable)
    func keyBoundsCompareAsKeys(bounds: [Bound], expected: [String]) throws {
        #expect(try Self.run(.key, bounds, on: node(Self.keyed)) == expected)
    }

    // MARK: Value and child indexes, with Wilddog's typed bounds (§0.1)

    static let mixedValues = #"""
        {"n1": 1, "n5a": 5, "n5b": 5, "n9": 9, "f": false, "t": true, "s": "m", "sa": "a", "sz": "z",
         "o": {"x": 1}, "e": ""}
        """#

    static let valueTable: [([Bound], [String])] = [
        ([], ["f", "t", "n1", "n5a", "n5b", "n9", "e", "sa", "s", "sz", "o"]),
        // A null bound imposes no type restriction.
        ([.startAt(.null)], ["f", "t", "n1", "n5a", "n5b", "n9", "e", "sa", "s", "sz", "o"]),
        ([.endAt(.null)], []),
        // Number bounds keep numbers only (Firebase would add strings and objects, or null and booleans).
        ([.startAt(.number(5))], ["n5a", "n5b", "n9"]),
        ([.endAt(.number(5))], ["n1", "n5a", "n5b"]),
        ([.startAt(.number(5), "n5b")], ["n5b", "n9"]),
        ([.endAt(.number(5), "n5a")], ["n1", "n5a"]),
        ([.startAfter(.number(5))], ["n9"]),
        ([.startAfter(.number(5), "n5a")], ["n5b", "n9"]),
        ([.endBefore(.number(5))], ["n1"]),
        ([.endBefore(.number(5), "n5b")], ["n1", "n5a"]),
        ([.equalTo(.number(5))], ["n5a", "n5b"]),
        ([.startAt(.number(-100))], ["n1", "n5a", "n5b", "n9"]),
        // Strings and booleans.
        ([.startAt(.string("b"))], ["s", "sz"]),
        ([.endAt(.string("m"))], ["e", "sa", "s"]),
        ([.startAt(.string(""))], ["e", "sa", "s", "sz"]),
        ([.equalTo(.string("m"))], ["s"]),
        ([.startAt(.bool(false))], ["f", "t"]),
        ([.endAt(.bool(false))], ["f"]),
        ([.equalTo(.bool(true))], ["t"]),
        ([.startAfter(.bool(false))], ["t"]),
        // Mixed-type bounds admit nothing; a null end leaves the start's type in charge.
        ([.startAt(.number(1)), .endAt(.string("z"))], []),
        ([.startAt(.number(5)), .endAt(.null, "zz")], []),
        ([.startAt(.null), .endAt(.number(5))], ["n1", "n5a", "n5b"]),
    ]

    @Test(arguments: valueTable)
    func valueBoundsAreTyped(bounds: [Bound], expected: [String]) throws {
        #expect(try Self.run(.value, bounds, on: node(Self.mixedValues)) == expected)
    }

    @Test func seedExampleStartAt60LimitToFirst4() throws {
        // Seed 004: scores {"120" (string), 55, 21, 80, 93, 5, 22, true}, orderByChild("score"),
        // startAt(60), limitToFirst(4) → exactly no4: 80, no5: 93.
        let data = try node(#"""
            {"no1": {"score": "120"}, "no2": {"score": 55}, "no3": {"score": 21}, "no4": {"score": 80},
             "no5": {"score": 93}, "no6": {"score": 5}, "no7": {"score": 22}, "no8": {"score": true}}
            """#)
        let spec = try Self.q.ordered(byChild: "score", method: "o").starting(at: 60, key: nil, method: "s")
            .limited(toFirst: 4, method: "l")
        let result = view(spec, of: data)
        #expect(keys(result, spec.index) == ["no4", "no5"])
        #expect(try canonicalJSON(result.value) == #"{"no4":{"score":80},"no5":{"score":93}}"#)
    }

    @Test func equalToNullMatchesChildrenWithoutTheChild() throws {
        // spec "Queries with equalTo(null) work".
        let data = try node(#"{"a": {"index": 1}, "b": {"other": 2}, "c": 3, "d": {"index": null, "x": 1}, "e": {"index": {"y": 1}}}"#)
        let spec = try Self.q.ordered(byChild: "index", method: "o").equal(to: nil, key: nil, method: "e")
        #expect(keys(view(spec, of: data), spec.index) == ["b", "c", "d"])
        // An object at the path is not a number: a number bound excludes it (typed), null includes all.
        let fromOne = try Self.q.ordered(byChild: "index", method: "o").starting(at: 1, key: nil, method: "s")
        #expect(keys(view(fromOne, of: data), fromOne.index) == ["a"])
        let fromNull = try Self.q.ordered(byChild: "index", method: "o").starting(at: nil, key: "c", method: "s")
        #expect(keys(view(fromNull, of: data), fromNull.index) == ["c", "d", "a", "e"])
    }

    @Test func deepChildPathBounds() throws {
        let data = try node(#"""
            {"t": {"dimensions": {"height": 3}}, "s": {"dimensions": {"height": 4}}, "l": {"dimensions": {"height": 2.1}},
             "x": {"dimensions": "flat"}, "y": {}}
            """#)
        let spec = try Self.q.ordered(byChild: "dimensions/height", method: "o").starting(at: 2.5, key: nil, method: "s")
        #expect(keys(view(spec, of: data), spec.index) == ["t", "s"])
        let endSpec = try Self.q.ordered(byChild: "dimensions/height", method: "o").ending(at: 3, key: nil, method: "e")
        #expect(keys(view(endSpec, of: data), endSpec.index) == ["l", "t"])
    }

    // MARK: Root priorities and leaves (§2.6, §5.7)

    @Test func rangeQueriesStripTheRootPriority() throws {
        let data = try node(#"{"a": "blah", "b": {".value": 2, ".priority": 1}, ".priority": "priority"}"#)
        let ranged = try Self.q.starting(at: nil, key: nil, method: "s")
        #expect(view(ranged, of: data).priority == nil)
        #expect(try canonicalJSON(view(ranged, of: data).exportValue) == #"{"a":"blah","b":{".priority":1,".value":2}}"#)
        let byValue = try Self.q.ordered(by: .value, method: "o").ending(at: "z", key: nil, method: "e")
        #expect(view(byValue, of: data).priority == nil)
        // Default and orderBy-only views keep it.
        #expect(view(Self.q, of: data).priority == .string("priority"))
        #expect(view(try Self.q.ordered(by: .key, method: "o"), of: data).priority == .string("priority"))
    }

    @Test func queriesOnALeafSeeNoChildren() throws {
        let leaf = try node(#"{".value": 5, ".priority": 1}"#)
        #expect(view(try Self.q.starting(at: nil, key: nil, method: "s"), of: leaf) == .empty)
        #expect(view(try Self.q.limited(toFirst: 1, method: "l"), of: leaf) == .empty)
        #expect(view(try Self.q.ordered(by: .value, method: "o").limited(toLast: 2, method: "l"), of: leaf) == .empty)
    }
}
