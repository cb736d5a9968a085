import Foundation
import Testing
@testable import WilddogEngine

/// `value` (with array conversion) and `exportValue` (`.value` / `.priority`), SEMANTICS.md §0,
/// §2.3, §6, §8.7.
@Suite struct ExportTests {
    // MARK: Array conversion (§0.2, §6)

    /// Export-format input → canonical JSON of `value`. Arrays need every key to be a
    /// non-negative integer without leading zeros and `2 × count > maxKey + 1`.
    static let arrayTable: [(input: String, value: String)] = [
        (#"{"0": "a", "1": "b", "2": "c"}"#, #"["a","b","c"]"#),
        (#"{"0": "a"}"#, #"["a"]"#),
        (#"{"1": "a"}"#, #"{"1":"a"}"#),
        // Sparse but more than half filled: holes are NSNull.
        (#"{"0": "a", "2": "c"}"#, #"["a",null,"c"]"#),
        (#"{"0": 1, "1": 2, "3": 4}"#, #"[1,2,null,4]"#),
        (#"{"1": 1, "2": 2, "4": 4}"#, #"[null,1,2,null,4]"#),
        // Wilddog's boundary: {0, 3} is exactly half filled, so a dictionary (Firebase: an array).
        (#"{"0": "a", "3": "d"}"#, #"{"0":"a","3":"d"}"#),
        (#"{"0": 0, "1": 1, "5": 5}"#, #"{"0":0,"1":1,"5":5}"#),
        (#"{"0": 0, "1": 1, "4": 4}"#, #"[0,1,null,null,4]"#),
        // ios-test testUsingNumbersAsKeysDoesntCreateHugeSparseArrays.
        (#"{"3024": 5}"#, #"{"3024":5}"#),
        // js-test node.test.ts "Treats leading zeroes as objects, not array".
        (#"{"3": 1, "03": 2}"#, #"{"03":2,"3":1}"#),
        (#"{"0": 1, "01": 2}"#, #"{"0":1,"01":2}"#),
        (#"{"00": 1}"#, #"{"00":1}"#),
        // Negative keys and "-0" disqualify (JS /^(0|[1-9]\d*)$/; the iOS divergence is not followed).
        (#"{"-1": "a", "0": "b"}"#, #"{"-1":"a","0":"b"}"#),
        (#"{"-0": "a"}"#, #"{"-0":"a"}"#),
        (#"{"0": "a", "-0": "b"}"#, #"{"-0":"b","0":"a"}"#),
        // ios-test testLargeNumericKeysDontGetTurnedIntoArrays: not a 32-bit integer, so a string key.
        (#"{"0": 1, "1": 2, "2147483648": 3}"#, #"{"0":1,"1":2,"2147483648":3}"#),
        (#"{"0": 1, "a": 2}"#, #"{"0":1,"a":2}"#),
        (#"{"0": 1, " 1": 2}"#, #"{" 1":2,"0":1}"#),
        // Nested: each level decides for itself; priorities are never part of `value`.
        (#"{"list": {"0": {"1": "x", "0": "y"}, "1": {"k": "v"}}, ".priority": 3}"#, #"{"list":[["y","x"],{"k":"v"}]}"#),
        (#"{"0": {".value": "a", ".priority": 1}, "1": "b"}"#, #"["a","b"]"#),
    ]

    @Test(arguments: arrayTable)
    func valueConvertsArrayLikeChildren(input: String, value: String) throws {
        let actual = try canonicalJSON(node(input).value)
        #expect(actual == value)
    }

    @Test func arraysAreRealFoundationArraysWithNSNullHoles() throws {
        let value = try node(#"{"0": "a", "2": "c"}"#).value
        let array = try #require(value as? [Any])
        #expect(array.count == 3)
        #expect(array[0] as? String == "a")
        #expect(array[1] is NSNull)
        #expect(array[2] as? String == "c")
    }

    @Test(arguments: arrayTable.map(\.input))
    func exportValueNeverConvertsToArrays(input: String) throws {
        let exported = try node(input).exportValue
        #expect(exported is [String: Any])
        #expect(!(exported is [Any]))
    }

    @Test func writtenArraysBecomeIntegerKeysAndDropNulls() throws {
        let parser = NodeParser(method: "set")
        let data = try parser.parse([1, NSNull(), 3, ["x", "y"]] as [Any])
        #expect(keys(data, .key) == ["0", "2", "3"])
        #expect(try canonicalJSON(data.value) == #"[1,null,3,["x","y"]]"#)
        #expect(try canonicalJSON(data.exportValue) == #"{"0":1,"2":3,"3":{"0":"x","1":"y"}}"#)
        // Mostly nulls: the read-back is a dictionary.
        let sparse = try parser.parse([NSNull(), NSNull(), "z"] as [Any])
        #expect(try canonicalJSON(sparse.value) == #"{"2":"z"}"#)
        #expect(try parser.parse([NSNull()] as [Any]) == .empty)
        #expect(try parser.parse([Any]()) == .empty)
    }

    // MARK: Leaves and the empty node

    @Test func emptyValueIsNSNull() {
        // §0.4: the value of an empty location is NSNull().
        #expect(Node.empty.value is NSNull)
        #expect(Node.empty.exportValue is NSNull)
    }

    @Test func numbersExportAsNSNumbersIntegralWhenPossible() throws {
        #expect(try node("3").value as? Int == 3)
        #expect(try node("3.0").value as? Int == 3)
        #expect(try node("-7").value as? Int == -7)
        #expect(try node("0.5").value as? Double == 0.5)
        #expect(try node("1e300").value as? Double == 1e300)
        #expect(try node("9007199254740991").value as? Int == 9_007_199_254_740_991)
        #expect(try canonicalJSON(node("[1.5, 2, -0.25]").value) == "[1.5,2,-0.25]")
    }

    @Test func booleansExportAsBooleans() throws {
        let t = try node("true").value, f = try node("false").value
        #expect(t as? Bool == true && f as? Bool == false)
        #expect(try canonicalJSON(node(#"{"a": true, "b": 1}"#).value) == #"{"a":true,"b":1}"#)
    }

    @Test func stringsExportUnchanged() throws {
        for s in ["", "x", "e\u{301}", "\u{1F600}", "line\nbreak"] {
            let exported = Node.leaf(.string(s)).value as? String
            #expect(exported.map { equalCodeUnits($0, s) } == true)
        }
    }

    @Test func serverValuePlaceholdersExportAsTheirWireForm() throws {
        #expect(try canonicalJSON(Node.leaf(.deferred(.timestamp)).value) == #"{".sv":"timestamp"}"#)
        #expect(try canonicalJSON(Node.leaf(.deferred(.increment(2))).value) == #"{".sv":{"increment":2}}"#)
    }

    // MARK: Export format (§2.3)

    static let exportTable: [(input: String, export: String, value: String)] = [
        (#"5"#, #"5"#, #"5"#),
        (#"{".value": 5, ".priority": 1}"#, #"{".priority":1,".value":5}"#, #"5"#),
        (#"{".value": "s", ".priority": "p"}"#, #"{".priority":"p",".value":"s"}"#, #""s""#),
        (#"{"a": 1, ".priority": 2.5}"#, #"{".priority":2.5,"a":1}"#, #"{"a":1}"#),
        (#"{"0": {".value": 1, ".priority": 0}, "1": 2}"#, #"{"0":{".priority":0,".value":1},"1":2}"#, #"[1,2]"#),
        (#"{"a": {"b": {".value": true, ".priority": "x"}}}"#, #"{"a":{"b":{".priority":"x",".value":true}}}"#,
         #"{"a":{"b":true}}"#),
        // A `.value` wrapper without priority is just the value.
        (#"{".value": {"a": 1}}"#, #"{"a":1}"#, #"{"a":1}"#),
        (#"{".value": null}"#, "null", "null"),
        // Nulls and empty objects are removed (§8.7); a priority alone does not exist.
        (#"{"a": null, "b": {}, "c": {"d": {}}, "e": 1}"#, #"{"e":1}"#, #"{"e":1}"#),
        (#"{".priority": 1}"#, "null", "null"),
        (#"{}"#, "null", "null"),
        (#"{"a": {".priority": 1}, "b": 2}"#, #"{"b":2}"#, #"{"b":2}"#),
        (#"{".value": 1, ".priority": null}"#, "1", "1"),
    ]

    @Test(arguments: exportTable)
    func exportFormatCarriesPriorities(input: String, export: String, value: String) throws {
        let data = try node(input)
        let actualExport = try canonicalJSON(data.exportValue), actualValue = try canonicalJSON(data.value)
        #expect(actualExport == export)
        #expect(actualValue == value)
    }

    @Test(arguments: exportTable.map(\.input) + arrayTable.map(\.input))
    func exportValueRoundTrips(input: String) throws {
        let data = try node(input)
        let again = try Node(exportValue: data.exportValue)
        #expect(again == data)
        #expect(again.priority == data.priority)
    }

    @Test func exportValueKeepsKeysThatDifferOnlyInNormalization() throws {
        // The engine keeps "é" and "e\u{301}" as two children (§1.9) ...
        let data = Node.empty
            .updatingImmediateChild(ChildKey("\u{E9}"), .leaf(.number(1)))
            .updatingImmediateChild(ChildKey("e\u{301}"), .leaf(.number(2)))
        #expect(data.childCount == 2)
        // ... and so does the export: a Swift `[String: Any]` would treat the two keys as one,
        // so these exports are NSDictionaries, whose NSString keys compare by code units.
        #expect((data.exportValue as? NSDictionary)?.count == 2)
        #expect((data.value as? NSDictionary)?.count == 2)
    }
}
