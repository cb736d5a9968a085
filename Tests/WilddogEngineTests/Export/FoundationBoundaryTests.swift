import Foundation
import Testing
@testable import WilddogEngine

/// What crosses the Foundation boundary in both directions: exact 64-bit integers, keys that
/// differ only by Unicode normalisation, whole-millisecond timestamps, and the server-value and
/// `.value` shapes that are rejected.
@Suite struct FoundationBoundaryTests {
    static let parser = NodeParser(method: "set")

    // MARK: Integers that fit in Int64 round-trip exactly

    static let integers: [Int64] = [9_007_199_254_740_993, -9_007_199_254_740_993, .max, .min, .max - 1,
                                    9_007_199_254_740_992, 4_611_686_018_427_387_904, 1, 0, -7]

    @Test(arguments: integers)
    func integersRoundTripExactly(_ n: Int64) throws {
        let inputs: [Any] = [n, NSNumber(value: n), Int(n)]
        for input in inputs {
            let data = try Self.parser.parse(input)
            #expect((data.value as? NSNumber)?.int64Value == n)
            #expect(data.value as? Int64 == n)
            #expect(try Node(exportValue: data.exportValue) == data)
            let priority = try #require(try Self.parser.parsePriority(input))
            #expect((priority.foundationValue as? NSNumber)?.int64Value == n)
        }
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(n)]".utf8)) as? [Any]
        #expect(try (Self.parser.parse(decoded?.first).value as? NSNumber)?.int64Value == n)
    }

    @Test func unsignedIntegersBeyondInt64AreDoubles() throws {
        #expect(try Self.parser.parse(UInt64.max) == .leaf(.number(Double(UInt64.max))))
        #expect(try Self.parser.parse(UInt64(Int64.max)) == .leaf(.integer(Int64.max)))
        #expect(try Self.parser.parse(NSNumber(value: UInt64.max)) == .leaf(.number(Double(UInt64.max))))
    }

    @Test func numbersStillCompareByValue() throws {
        let big: Int64 = 9_007_199_254_740_993
        #expect(try Self.parser.parse(9_007_199_254_740_992) == .leaf(.number(9_007_199_254_740_992)))
        #expect(try Self.parser.parse(2.0) == Self.parser.parse(2))
        #expect(LeafValue.compare(.integer(big), .number(9_007_199_254_740_992)) > 0)
        #expect(LeafValue.compare(.number(9_007_199_254_740_994), .integer(big)) > 0)
        #expect(LeafValue.compare(.integer(.max), .number(9.3e18)) < 0)
        #expect(LeafValue.compare(.integer(.max), .number(9.2e18)) > 0)
        #expect(LeafValue.compare(.integer(.min), .number(-.infinity)) > 0)
        #expect(LeafValue.compare(.integer(big), .number(9_007_199_254_740_993.5)) < 0)
        #expect(LeafValue.compare(.integer(big), .integer(big + 2)) < 0)
        #expect(LeafValue.compare(.integer(big), .string("a")) < 0)
        #expect(LeafValue.compare(.bool(true), .integer(big)) < 0)
        let data = try Self.parser.parse(["a": big + 2, "b": 9_007_199_254_740_992.0, "c": big, "d": 1e300, "e": Int64.max] as [String: Any])
        #expect(keys(data, .value) == ["b", "c", "a", "e", "d"])
        #expect(try data.hash == Self.parser.parse(data.exportValue).hash)
    }

    @Test func incrementsStayExactForIntegers() {
        let existing = Node.leaf(.integer(9_007_199_254_740_993))
        let increment = Node.leaf(.deferred(.increment(2)))
        #expect(ServerValues.resolve(increment, existing: existing, now: 0) == .leaf(.integer(9_007_199_254_740_995)))
        #expect(ServerValues.resolve(increment, existing: .leaf(.integer(.max)), now: 0) == .leaf(.number(Double(Int64.max) + 2)))
        #expect(ServerValues.resolve(Node.leaf(.deferred(.increment(0.5))), existing: .leaf(.number(1)), now: 0) == .leaf(.number(1.5)))
        #expect(ServerValues.resolve(increment, existing: .leaf(.string("x")), now: 0) == .leaf(.number(2)))
    }

    // MARK: Timestamps are whole milliseconds

    @Test func timestampsResolveToWholeMilliseconds() {
        let resolved = ServerValues.resolve(.leaf(.deferred(.timestamp), priority: .deferred(.timestamp)), existing: .empty,
                                            now: 1_795_486_490_142.2668)
        #expect(resolved == .leaf(.number(1_795_486_490_142), priority: .number(1_795_486_490_142)))
        #expect(resolved.value as? Int64 == 1_795_486_490_142)
    }

    // MARK: Keys that differ only by Unicode normalisation

    /// `{"\u{E9}": 1, "e\u{301}": 2}`. On Linux a plain `NSString` key merges the two, so the
    /// keys are the engine's code-unit keys, the kind `value` hands out.
    static func twoKeys() -> NSDictionary {
        let d = NSMutableDictionary()
        d.setObject(NSNumber(value: 1), forKey: NSString.codeUnitKey("\u{E9}"))
        d.setObject(NSNumber(value: 2), forKey: NSString.codeUnitKey("e\u{301}"))
        return d
    }

    @Test func normalisationEqualKeysStayDistinctWhenReadIn() throws {
        let data = try Self.parser.parse(["x": Self.twoKeys()] as [String: Any]).immediateChild("x")
        #expect(data.childCount == 2)
        #expect(data.immediateChild(ChildKey("\u{E9}")) == .leaf(.number(1)))
        #expect(data.immediateChild(ChildKey("e\u{301}")) == .leaf(.number(2)))
    }

    @Test func normalisationEqualKeysStayDistinctWhenExported() throws {
        let data = try Self.parser.parse(Self.twoKeys()).updatingPriority(.number(3))
        for exported in [data.value, data.exportValue] {
            let dict = try #require(exported as? NSDictionary)
            let keys = dict.allKeys.compactMap { ($0 as? NSString).map { Array(($0 as String).utf16) } }
            #expect(Set(keys).isSuperset(of: [Array("\u{E9}".utf16), Array("e\u{301}".utf16)]))
            #expect(dict.object(forKey: NSString(string: "\u{E9}")) as? Int == 1)
            #expect(dict.object(forKey: NSString(string: "e\u{301}")) as? Int == 2)
        }
        #expect((data.exportValue as? NSDictionary)?.count == 3)
        #expect(try Node(exportValue: data.exportValue) == data)
        // Without a collision the export stays a Swift dictionary.
        #expect(try node(#"{"a": 1, "b": 2}"#).value is [String: Any])
    }

    // MARK: Server values and `.value` wrappers that carry no value

    @Test(arguments: [
        (#"{".sv": "timestamp", "other": 1}"#, "set failed: value argument contains \".sv\" child  in addition to actual children."),
        (#"{"a": {".sv": {"increment": 1}, "b": null}}"#,
         "set failed: value argument contains \".sv\" child in property 'a' in addition to actual children."),
        (#"{".value": {}}"#, "set failed: value argument contains a \".value\" child  that is an empty object. Use null to remove data."),
        (#"{"a": {".value": [], ".priority": 1}}"#,
         "set failed: value argument contains a \".value\" child in property 'a' that is an empty object. Use null to remove data."),
    ])
    func serverValuesAndDotValuesMustCarryOneValue(_ input: String, _ message: String) throws {
        let value = try json(input)
        #expect(validationMessage { try Self.parser.parse(value) } == message)
    }

    @Test func serverValueWithOnlyAPriorityIsAccepted() throws {
        #expect(try Self.parser.parse(json(#"{".sv": "timestamp", ".priority": 1}"#)) == .leaf(.deferred(.timestamp), priority: .number(1)))
        #expect(try Self.parser.parse(json(#"{".value": null}"#)) == .empty)
    }
}
