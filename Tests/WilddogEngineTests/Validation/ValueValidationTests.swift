import Foundation
import Testing
@testable import WilddogEngine

/// Values written by user code: depth, key-path length, numbers, string size, `.value`,
/// keys, types and priorities, SEMANTICS.md §2.2, §7.1, §8.3–§8.5, §8.7.
@Suite struct ValueValidationTests {
    static let parser = NodeParser(method: "set")

    /// A path of `n` segments `k0/k1/…`.
    static func path(_ n: Int) -> Path { Path((0..<n).map { ChildKey("k\($0)") }) }

    /// `{"n0": {"n1": … leaf}}` with `n` levels.
    static func nested(_ n: Int, leaf: Any = 1) -> Any {
        var value = leaf
        for i in (0..<n).reversed() { value = ["n\(i)": value] }
        return value
    }

    static func depthMessage(_ parts: [String]) -> String {
        "set failed: value argument path specified exceeds the maximum depth that can be written (32) or object "
            + "contains a cycle in property '\(parts.joined(separator: "."))'"
    }

    // MARK: Depth (§8.3): target path + data keys, > 32 is an error

    @Test func thirtyTwoLevelsAreAllowed() throws {
        #expect(try NodeParser(method: "set", at: Self.path(32)).parse(1) == .leaf(.number(1)))
        #expect(try NodeParser(method: "set", at: Self.path(31)).parse(["a": 1]).childCount == 1)
        #expect(try Self.parser.parse(Self.nested(32)).child(Path((0..<32).map { ChildKey("n\($0)") })) == .leaf(.number(1)))
        #expect(try NodeParser(method: "set", at: Self.path(16)).parse(Self.nested(16)) != .empty)
    }

    @Test func thirtyThreeLevelsAreRejected() {
        #expect(validationMessage { try NodeParser(method: "set", at: Self.path(33)).parse(1) }
            == Self.depthMessage((0..<33).map { "k\($0)" }))
        #expect(validationMessage { try NodeParser(method: "set", at: Self.path(32)).parse(["a": 1]) }
            == Self.depthMessage((0..<32).map { "k\($0)" } + ["a"]))
        #expect(validationMessage { try Self.parser.parse(Self.nested(33)) }
            == Self.depthMessage((0..<33).map { "n\($0)" }))
        #expect(validationMessage { try NodeParser(method: "set", at: Self.path(20)).parse(Self.nested(13)) }
            == Self.depthMessage((0..<20).map { "k\($0)" } + (0..<13).map { "n\($0)" }))
    }

    @Test func emptyDataStillCountsItsKeys() {
        // Keys are counted while validating, even when the data turns out empty.
        #expect(validationMessage { try Self.parser.parse(Self.nested(33, leaf: NSNull())) }
            == Self.depthMessage((0..<33).map { "n\($0)" }))
    }

    @Test func metadataKeysCountTowardsDepth() {
        // `.priority`, `.value` and `.sv` are data keys too (§8.3).
        #expect((try? NodeParser(method: "set", at: Self.path(31)).parse([".value": 1, ".priority": 2])) != nil)
        let priorityMessage = validationMessage {
            try NodeParser(method: "set", at: Self.path(32)).parse([".value": 1, ".priority": 2])
        }
        let base = (0..<32).map { "k\($0)" }
        #expect(priorityMessage == Self.depthMessage(base + [".value"]) || priorityMessage == Self.depthMessage(base + [".priority"]))
        #expect(validationMessage { try NodeParser(method: "set", at: Self.path(32)).parse([".sv": "timestamp"]) }
            == Self.depthMessage(base + [".sv"]))
        #expect(validationMessage { try NodeParser(method: "set", at: Self.path(31)).parse([".sv": ["increment": 1]]) }
            == Self.depthMessage(Array(base.prefix(31)) + [".sv", "increment"]))
        #expect((try? NodeParser(method: "set", at: Self.path(30)).parse([".sv": ["increment": 1]])) != nil)
        #expect(validationMessage { try NodeParser(method: "set", at: Self.path(31)).parse([".value": ["a": 1]]) }
            == Self.depthMessage(Array(base.prefix(31)) + [".value", "a"]))
    }

    // MARK: Key path length (§8.4): UTF-8 bytes of the whole path with separators, ≤ 768

    static func lengthMessage(_ bytes: Int) -> String {
        "set failed: value argument has a key path longer than 768 bytes (\(bytes))."
    }

    static let lengthTable: [(base: [String], data: [String], bytes: Int)] = [
        // Root + one key: 1 + key bytes.
        ([], [String(repeating: "a", count: 767)], 768),
        ([], [String(repeating: "a", count: 768)], 769),
        // Target path: one separator per segment.
        ([String(repeating: "a", count: 767)], [], 768),
        ([String(repeating: "a", count: 383), String(repeating: "b", count: 383)], [], 768),
        ([String(repeating: "a", count: 383), String(repeating: "b", count: 384)], [], 769),
        // Target path + nested data keys.
        (["users", "alice"], ["profile", String(repeating: "x", count: 747)], 768),
        (["users", "alice"], ["profile", String(repeating: "x", count: 748)], 769),
        // UTF-8 bytes, not characters: "é" is 2 bytes, "😀" is 4.
        ([], [String(repeating: "\u{E9}", count: 383) + "a"], 768),
        ([], [String(repeating: "\u{E9}", count: 384)], 769),
        ([], [String(repeating: "\u{1F600}", count: 192)], 769),
        ([], [String(repeating: "\u{1F600}", count: 191) + "abc"], 768),
    ]

    @Test(arguments: lengthTable)
    func keyPathsAreLimitedTo768Bytes(base: [String], data: [String], bytes: Int) {
        var value: Any = "v"
        for key in data.reversed() { value = [key: value] }
        let parser = NodeParser(method: "set", at: Path(base.map { ChildKey($0) }))
        let message = validationMessage { try parser.parse(value) }
        #expect(message == (bytes > 768 ? Self.lengthMessage(bytes) : nil))
    }

    @Test func lengthIsCheckedBeforeDepth() {
        let long = Path((0..<40).map { ChildKey("segment-\($0)-" + String(repeating: "z", count: 20)) })
        #expect(validationMessage { try NodeParser(method: "set", at: long).parse(1) }?.contains("longer than 768 bytes") == true)
    }

    // MARK: Numbers (§8.5)

    static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

    @Test(arguments: nonFinite)
    func nonFiniteNumbersAreRejected(_ d: Double) {
        let message = validationMessage { try Self.parser.parse(["a": ["b": d]]) }
        #expect(message?.hasPrefix("set failed: value argument contains ") == true)
        #expect(message?.hasSuffix(" in property 'a.b'") == true)
        let atRoot = validationMessage { try Self.parser.parse(d) }
        #expect(atRoot?.hasPrefix("set failed: value argument contains ") == true)
        #expect(validationMessage { try Self.parser.parse([d] as [Any]) }?.hasSuffix(" in property '0'") == true)
        #expect(validationMessage { try Self.parser.parse(Float(d)) } != nil)
    }

    @Test(arguments: zip(nonFinite, ["NaN", "Infinity", "-Infinity"]))
    func nonFiniteNumbersAreSpelledAsTheSDKPrintsThem(_ d: Double, _ spelled: String) {
        #expect(validationMessage { try Self.parser.parse(["a": d]) }
            == "set failed: value argument contains \(spelled) in property 'a'")
        #expect(validationMessage { try Self.parser.parsePriority(d) }
            == "set failed: priority argument is \(spelled), but must be a valid Wilddog priority "
            + "(a string, finite number, server value, or null).")
    }

    @Test func finiteExtremesAreAccepted() throws {
        for d in [Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, .leastNonzeroMagnitude, 0] {
            #expect(try Self.parser.parse(d) == .leaf(.number(d)))
        }
    }

    // MARK: Strings (§8.5): at most 10 MB of UTF-8

    /// A string of `count` repetitions of `unit` (built from bytes: fast even in debug builds).
    static func repeated(_ unit: String, _ count: Int) -> String {
        let target = unit.utf8.count * count
        var buffer = Array(unit.utf8)
        buffer.reserveCapacity(2 * target)
        while buffer.count < target { buffer.append(contentsOf: buffer) }  // doubling
        return String(decoding: buffer.prefix(target), as: UTF8.self)
    }

    @Test func stringsUpToTenMegabytesAreAccepted() throws {
        let max = Validation.maxLeafSizeBytes
        #expect(max == 10 * 1024 * 1024)
        let ascii = Self.repeated("x", max)
        #expect(try Self.parser.parse(["a": ascii]).childCount == 1)
        let multibyte = Self.repeated("\u{20AC}", (max - 1) / 3) + "x"
        #expect(multibyte.utf8.count == max)
        guard case .string(let stored)? = try Self.parser.parse(multibyte).leafValue else {
            Issue.record("not a string leaf")
            return
        }
        #expect(stored.utf8.count == max)
    }

    @Test func longerStringsAreRejected() {
        let max = Validation.maxLeafSizeBytes
        let ascii = Self.repeated("x", max + 1)
        #expect(validationMessage { try Self.parser.parse(["a": ascii]) }
            == "set failed: value argument contains a string greater than 10485760 utf8 bytes in property 'a' ('"
            + String(repeating: "x", count: 50) + "...')")
        // Counted in UTF-8 bytes: fewer characters than the limit (3.5 M), more bytes.
        let euros = Self.repeated("\u{20AC}", max / 3 + 1)
        #expect(euros.utf8.count > max)
        #expect(validationMessage { try Self.parser.parse(euros) }
            == "set failed: value argument contains a string greater than 10485760 utf8 bytes  ('"
            + String(repeating: "\u{20AC}", count: 50) + "...')")
    }

    // MARK: `.value` (§8.5)

    static let dotValueTable: [(json: String, error: String?)] = [
        (#"{".value": 1}"#, nil),
        (#"{".value": 1, ".priority": 2}"#, nil),
        (#"{".value": {"a": 1}, ".priority": 2}"#, nil),
        (#"{"x": {".value": "s"}}"#, nil),
        (#"{".value": 1, "a": 2}"#, "set failed: value argument contains \".value\" child  in addition to actual children."),
        (#"{"x": {".value": 1, "a": 2}}"#,
         "set failed: value argument contains \".value\" child in property 'x' in addition to actual children."),
        (#"{"x": {".value": 1, "a": null}}"#,
         "set failed: value argument contains \".value\" child in property 'x' in addition to actual children."),
        // JS checks the key, not its value: a null `.value` beside children is still an error.
        (#"{"x": {".value": null, "a": 2}}"#,
         "set failed: value argument contains \".value\" child in property 'x' in addition to actual children."),
    ]

    @Test(arguments: dotValueTable)
    func dotValueCannotHaveSiblings(json text: String, error: String?) throws {
        let value = try json(text)
        #expect(validationMessage { try Self.parser.parse(value) } == error)
    }

    // MARK: Keys in data (§8.1)

    static func invalidKeyMessage(_ key: String, _ location: String) -> String {
        "set failed: value argument contains an invalid key (\(key)) \(location).  Keys must be non-empty strings "
            + "and can't contain \".\", \"#\", \"$\", \"/\", \"[\", or \"]\""
    }

    static let dataKeyTable: [(json: String, error: String?)] = [
        (#"{"a": {"b": 1}}"#, nil),
        (#"{"a b": 1, "-": 2, "\u00e9": 3}"#, nil),
        (#"{"a.b": 1}"#, invalidKeyMessage("a.b", "")),
        (#"{"x": {"y": {"$z": 1}}}"#, invalidKeyMessage("$z", "in property 'x.y'")),
        (#"{"x": {"a/b": 1}}"#, invalidKeyMessage("a/b", "in property 'x'")),
        (#"{"x": {"": 1}}"#, invalidKeyMessage("", "in property 'x'")),
        (#"{"x": {"[0]": 1}}"#, invalidKeyMessage("[0]", "in property 'x'")),
        (##"{"x": {"#": 1}}"##, invalidKeyMessage("#", "in property 'x'")),
        (#"{"x": {"a\u0000": 1}}"#, invalidKeyMessage("a\u{0}", "in property 'x'")),
        (#"{"x": {"a\u007f": 1}}"#, invalidKeyMessage("a\u{7F}", "in property 'x'")),
        (#"{"x": {".foo": 1}}"#, invalidKeyMessage(".foo", "in property 'x'")),
        // Invalid keys are rejected even when their value is null.
        (#"{"x": {"a.b": null}}"#, invalidKeyMessage("a.b", "in property 'x'")),
    ]

    @Test(arguments: dataKeyTable)
    func dataKeysMustBeValid(json text: String, error: String?) throws {
        let value = try json(text)
        #expect(validationMessage { try Self.parser.parse(value) } == error)
    }

    @Test func nonStringKeysAreRejected() {
        let value: [AnyHashable: Any] = [1: "a"]
        #expect(validationMessage { try Self.parser.parse(["x": value]) } == Self.invalidKeyMessage("1", "in property 'x'"))
    }

    // MARK: Types

    private struct Opaque {}

    @Test func unsupportedTypesAreRejected() {
        #expect(validationMessage { try Self.parser.parse(["a": ["b": Opaque()]]) }
            == "set failed: value argument contains an object of type Opaque in property 'a.b'. "
            + "Only NSString, NSNumber (including booleans), NSDictionary, NSArray and NSNull can be stored.")
    }

    @Test func foundationAndSwiftScalarsAreAccepted() throws {
        let cases: [(Any, LeafValue)] = [
            (1, .number(1)), (Int8(-3), .number(-3)), (UInt64(7), .number(7)), (Float(0.5), .number(0.5)),
            (2.25, .number(2.25)), (NSNumber(value: 4), .number(4)), (NSNumber(value: 1.5), .number(1.5)),
            (true, .bool(true)), (NSNumber(value: false), .bool(false)), ("s", .string("s")),
            (NSString(string: "ns"), .string("ns")), ("abc".dropFirst(), .string("bc")),
            (Optional<Int>.some(3) as Any, .number(3)),
        ]
        for (input, expected) in cases {
            #expect(try Self.parser.parse(input).leafValue == expected, "\(type(of: input))")
        }
        // NSNumber(1) is a number and NSNumber(true) a boolean, though both bridge from 1.
        #expect(try Self.parser.parse(NSNumber(value: 1)) != Self.parser.parse(NSNumber(value: true)))
    }

    @Test func collectionsAreAcceptedInFoundationAndSwiftForms() throws {
        let expected = try node(#"{"a": 1, "b": {"0": "x", "1": "y"}}"#)
        let swift: [String: Any] = ["a": 1, "b": ["x", "y"]]
        let foundation = NSDictionary(dictionary: ["a": NSNumber(value: 1), "b": NSArray(array: ["x", "y"])])
        #expect(try Self.parser.parse(swift) == expected)
        #expect(try Self.parser.parse(foundation) == expected)
        #expect(try Self.parser.parse(["a": 1, "b": ["0": "x", "1": "y"]] as [AnyHashable: Any]) == expected)
    }

    @Test func nullsAndEmptyObjectsAreDropped() throws {
        #expect(try Self.parser.parse(nil) == .empty)
        #expect(try Self.parser.parse(NSNull()) == .empty)
        #expect(try Self.parser.parse([String: Any]()) == .empty)
        #expect(try Self.parser.parse(["a": ["b": [String: Any]()], "c": NSNull()]) == .empty)
        #expect(try Self.parser.parse(["a": 1, "b": NSNull()]) == node(#"{"a": 1}"#))
    }

    @Test func nilOptionalsInsideCollectionsAreNull() throws {
        // A Swift nil inside [String: Any] is the Swift spelling of null (the Objective-C SDK
        // receives it as NSNull), so it deletes rather than failing as an unsupported type.
        let missing: Int? = nil
        #expect(try Self.parser.parse(["a": 1, "b": missing as Any]) == node(#"{"a": 1}"#))
        #expect(try Self.parser.parse([1, missing as Any, 3] as [Any]) == node(#"{"0": 1, "2": 3}"#))
        #expect(try Self.parser.parse(missing as Any) == .empty)
        let nested: String?? = .some(nil)
        #expect(try Self.parser.parse(["a": nested as Any]) == .empty)
    }

    // MARK: Priorities (§2.2)

    @Test func validPrioritiesAreNullNumbersStringsAndServerValues() throws {
        let p = NodeParser(method: "setPriority")
        #expect(try p.parsePriority(nil) == nil)
        #expect(try p.parsePriority(NSNull()) == nil)
        #expect(try p.parsePriority(0) == .number(0))
        #expect(try p.parsePriority(-1.5) == .number(-1.5))
        #expect(try p.parsePriority(1e300) == .number(1e300))
        #expect(try p.parsePriority("") == .string(""))
        #expect(try p.parsePriority("p") == .string("p"))
        #expect(try p.parsePriority([".sv": "timestamp"]) == .deferred(.timestamp))
        #expect(try p.parsePriority([".sv": ["increment": 2]]) == .deferred(.increment(2)))
    }

    @Test func invalidPrioritiesAreRejected() throws {
        let p = NodeParser(method: "setPriority")
        let message = "setPriority failed: priority argument must be a valid Wilddog priority "
            + "(a string, finite number, server value, or null)."
        let invalid: [Any] = [true, false, NSNumber(value: true), [1], ["a": 1], [".sv": "bogus"], Opaque()]
        for value in invalid {
            #expect(validationMessage { try p.parsePriority(value) } == message, "\(value)")
        }
        for d in Self.nonFinite {
            #expect(validationMessage { try p.parsePriority(d) }?.hasSuffix(
                ", but must be a valid Wilddog priority (a string, finite number, server value, or null).") == true)
        }
    }

    @Test func prioritiesInsideDataAreValidated() throws {
        #expect(try Self.parser.parse(["a": [".value": 1, ".priority": "p"]]).immediateChild("a").priority == .string("p"))
        #expect(try Self.parser.parse(1, priority: 5).priority == .number(5))
        #expect(try Self.parser.parse(1, priority: .some(nil)).priority == nil)
        #expect(validationMessage { try Self.parser.parse(["a": [".value": 1, ".priority": true]]) }
            == "set failed: value argument must be a valid Wilddog priority (a string, finite number, server value, or null).")
        #expect(validationMessage { try Self.parser.parse(1, priority: ["x": 1]) }
            == "set failed: priority argument must be a valid Wilddog priority (a string, finite number, server value, or null).")
        // A priority on empty data is dropped: the empty node never has one.
        #expect(try Self.parser.parse(NSNull(), priority: 5) == .empty)
    }

    // MARK: Server values (§7.1)

    @Test func serverValuePlaceholdersBecomeDeferredLeaves() throws {
        #expect(try Self.parser.parse([".sv": "timestamp"]) == .leaf(.deferred(.timestamp)))
        #expect(try Self.parser.parse(["a": [".sv": ["increment": -2.5]]]).immediateChild("a") == .leaf(.deferred(.increment(-2.5))))
        let withPriority = try Self.parser.parse([".sv": "timestamp", ".priority": 3])
        #expect(withPriority == .leaf(.deferred(.timestamp), priority: .number(3)))
    }

    @Test(arguments: [#"{"a": {".sv": "now"}}"#, #"{"a": {".sv": {"decrement": 1}}}"#, #"{"a": {".sv": {"increment": "1"}}}"#,
                      #"{"a": {".sv": 5}}"#])
    func unknownServerValuesAreRejected(_ text: String) throws {
        let value = try json(text)
        #expect(validationMessage { try Self.parser.parse(value) }
            == "set failed: value argument contains an unsupported server value in property 'a'. "
            + "Use the server timestamp placeholder [\".sv\": \"timestamp\"].")
    }
}
