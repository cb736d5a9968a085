import Foundation
import Testing
@testable import WilddogEngine

/// The strict JSON ↔ node codec of the wire: export form both ways, numbers, strings, keys,
/// limits, errors.
@Suite struct NodeJSONTextTests {
    /// (input, the node written back in export form)
    static let roundTrips: [(String, String)] = [
        (#"{"b":1,"a":2}"#, #"{"a":2,"b":1}"#),
        (#"{"10":1,"9":2,"a":3}"#, #"{"9":2,"10":1,"a":3}"#),
        ("[1,null,3]", #"{"0":1,"2":3}"#),
        (#"[[],{},null]"#, "null"),
        ("[]", "null"),
        ("{}", "null"),
        (#"{"a":{}}"#, "null"),
        (#"{"a":[],"b":{"c":null}}"#, "null"),
        (#"{"a":null,"b":1}"#, #"{"b":1}"#),
        (#"{".value":"x",".priority":5}"#, #"{".value":"x",".priority":5}"#),
        (#"{".priority":5,".value":"x"}"#, #"{".value":"x",".priority":5}"#),
        (#"{"a":1,".priority":"p"}"#, #"{"a":1,".priority":"p"}"#),
        (#"{"a":1,".priority":null}"#, #"{"a":1}"#),
        (#"{".value":null}"#, "null"),
        (#"{".priority":1}"#, "null"),
        (#"{".value":{"a":1},".priority":2}"#, #"{"a":1,".priority":2}"#),
        (#"{".sv":"timestamp"}"#, #"{".sv":"timestamp"}"#),
        (#"{".sv":{"increment":2}}"#, #"{".sv":{"increment":2}}"#),
        (#"{".sv":{"increment":-1.5}}"#, #"{".sv":{"increment":-1.5}}"#),
        (#"{".sv":"timestamp",".priority":1}"#, #"{".value":{".sv":"timestamp"},".priority":1}"#),
        (#"{"a":1,".priority":{".sv":"timestamp"}}"#, #"{"a":1,".priority":{".sv":"timestamp"}}"#),
        (#"{"last":{".sv":"timestamp"},"online":false}"#, #"{"last":{".sv":"timestamp"},"online":false}"#),
        (#"{"a":1,"a":2}"#, #"{"a":2}"#),
        (#"{"a\"b\\c":1}"#, #"{"a\"b\\c":1}"#),
        (#"{"ключ":"значение","😀":"\ud83d\ude00"}"#, #"{"ключ":"значение","😀":"😀"}"#),
        (" \n\t{ \"a\" : [ 1 , 2 ] } \r\n", #"{"a":{"0":1,"1":2}}"#),
        // Numbers: exact integers, JS layout for doubles.
        ("9223372036854775807", "9223372036854775807"),
        ("-9223372036854775808", "-9223372036854775808"),
        ("9223372036854775808", "9223372036854776000"),
        ("132853273643493070", "132853273643493070"),
        ("1.3285327364349307e17", "132853273643493072"),
        ("1e18", "1000000000000000000"),
        ("9007199254740993", "9007199254740993"),
        ("9007199254740992", "9007199254740992"),
        ("-0", "0"),
        ("-0.0", "0"),
        ("1.0", "1"),
        ("1E2", "100"),
        ("0.1", "0.1"),
        ("1e-7", "1e-7"),
        ("0.000001", "0.000001"),
        ("1.5e300", "1.5e+300"),
        ("1e21", "1e+21"),
        ("123456789012345680000", "123456789012345680000"),
        ("5e-324", "5e-324"),
        ("1.7976931348623157e308", "1.7976931348623157e+308"),
        ("0.30000000000000004", "0.30000000000000004"),
        ("3.141592653589793238462643383279", "3.141592653589793"),
        // Strings: escapes, surrogate pairs, lone surrogates as U+FFFD.
        (#""a\"b\\c\/d\b\f\n\r\t""#, #""a\"b\\c/d\b\f\n\r\t""#),
        (#""\u0001\u001f\u007f""#, "\"\\u0001\\u001f\u{7F}\""),
        (#""\u00e9\u00E9""#, #""éé""#),
        (#""\ud83d\ude00""#, #""😀""#),
        (#""\ud83d""#, "\"\u{FFFD}\""),
        (#""\ude00""#, "\"\u{FFFD}\""),
        (#""\ud83dx""#, "\"\u{FFFD}x\""),
        (#""\ud83d\u0041""#, "\"\u{FFFD}A\""),
        (#""\ud83d\ud83d\ude00""#, "\"\u{FFFD}😀\""),
        ("\"e\u{301}\"", "\"e\u{301}\""),
        ("true", "true"),
        ("false", "false"),
        ("null", "null"),
    ]

    @Test(arguments: roundTrips)
    func exportFormIsReadAndWrittenBack(_ pair: (String, String)) throws {
        let node = try Node(jsonText: pair.0)
        #expect(node.jsonText == pair.1)
        #expect(try Node(jsonText: node.jsonText) == node)
        #expect(try Node(jsonText: Array(pair.0.utf8)) == node)
    }

    static let malformed: [[UInt8]] = [
        "", " ", "{", "}", "[1,]", #"{"a":1,}"#, #"{"a" 1}"#, "{a:1}", "'a'", "01", "-01", "1.", ".5", "1e", "1e+",
        "-", "+1", "NaN", "Infinity", "-Infinity", "tru", "nul", "nulll", "True", #""abc"#, #""\x""#, #""\u12""#,
        #""\u12G4""#, "\"a\u{01}\"", "\"a\nb\"", #"{"a":1}}"#, #"{"a":1} x"#, "[1 2]", "// c\n1", "/* */1", "[1,,2]",
        #"{"a":1 "b":2}"#, #"{,"a":1}"#, "[", "]", "\u{FEFF}1", #"{"a"}"#, #"{"a":}"#, "0x10", "1_000",
    ].map { Array($0.utf8) } + [
        [0x22, 0xFF, 0x22],              // not UTF-8
        [0x22, 0xC0, 0xAF, 0x22],        // overlong encoding
        [0x22, 0xED, 0xA0, 0x80, 0x22],  // a surrogate encoded in UTF-8
        [0x22, 0xE2, 0x82, 0x22],        // truncated sequence
        [0x7B, 0x22, 0xF5, 0x22, 0x3A, 0x31, 0x7D],  // invalid byte in a key
        [0x31, 0x00],                    // a NUL after the value
    ]

    @Test(arguments: malformed)
    func malformedJSONIsAnErrorValue(_ text: [UInt8]) {
        #expect {
            _ = try Node(jsonText: text)
        } throws: { error in
            (error as? WireError)?.kind == .malformedJSON
        }
    }

    static let invalidData: [String] = [
        #"{"a.b":1}"#, #"{"a$":1}"#, #"{"a#":1}"#, #"{"a[":1}"#, #"{"a]":1}"#, #"{"a/b":1}"#, #"{"":1}"#,
        #"{"a\u0001":1}"#, #"{"a\u007f":1}"#, #"{".foo":1}"#, #"{"x":{"y.z":1}}"#, #"[{"a.b":1}]"#,
        #"{".value":1,"a":2}"#, #"{".value":null,"a":2}"#, #"{".sv":"timestamp","a":1}"#, #"{".sv":"timestamp",".value":1}"#,
        #"{".sv":"foo"}"#, #"{".sv":1}"#, #"{".sv":{"increment":"x"}}"#, #"{".sv":{"increment":null}}"#,
        #"{".sv":{"decrement":1}}"#, #"{".sv":{}}"#, #"{".sv":{"increment":1,"x":2}}"#,
        #"{"a":1,".priority":true}"#, #"{"a":1,".priority":{"x":1}}"#, #"{"a":1,".priority":[1]}"#, #"{"a":1,".priority":{}}"#,
        #"{".value":{}}"#, #"{".value":[]}"#, "1e400", "-1e400",
    ]

    @Test(arguments: invalidData)
    func invalidDataIsAnErrorValue(_ text: String) {
        #expect {
            _ = try Node(jsonText: text)
        } throws: { error in
            guard let error = error as? WireError else { return false }
            return error.kind == .invalidData && !error.message.isEmpty
        }
    }

    @Test func serverValuesAreRejectedInServerData() throws {
        _ = try Node(jsonText: #"{"a":{".sv":"timestamp"}}"#)
        for text in [#"{"a":{".sv":"timestamp"}}"#, #"{"a":1,".priority":{".sv":"timestamp"}}"#] {
            #expect(throws: WireError.self) { try Node(jsonText: text, allowsServerValues: false) }
        }
    }

    @Test func integersStayExactWhereTheEngineKeepsThem() throws {
        #expect(try Node(jsonText: "9223372036854775807").leafValue == .integer(Int64.max))
        #expect(try Node(jsonText: "9007199254740993").leafValue == .integer(9_007_199_254_740_993))
        #expect(try Node(jsonText: "42").leafValue == .number(42))
        #expect(try Node(jsonText: "1.5").leafValue == .number(1.5))
        // Beyond Int64 a number is the nearest double.
        #expect(try Node(jsonText: "18446744073709551616").leafValue == .number(18_446_744_073_709_551_616))
    }

    @Test func doublesRoundTripBitForBit() throws {
        var rng = SplitMix64(seed: 32)
        for _ in 0..<20_000 {
            let d = Double(bitPattern: rng.next())
            guard d.isFinite else { continue }
            let text = Node.leaf(.number(d == 0 ? 0 : d)).jsonText
            guard case .number(let back)? = try Node(jsonText: text).leafValue else {
                Issue.record("\(d) read back as a non-double from \(text)")
                continue
            }
            #expect(back.bitPattern == (d == 0 ? 0.0 : d).bitPattern, "\(d) → \(text)")
        }
    }

    @Test func keyPathLimitsCountTheWritePath() throws {
        let deep31 = String(repeating: #"{"a":"#, count: 31) + "1" + String(repeating: "}", count: 31)
        _ = try Node(jsonText: deep31, at: Path("x"))
        #expect(throws: WireError.self) { try Node(jsonText: deep31, at: Path("x/y")) }
        let deep33 = String(repeating: "[", count: 33) + "1" + String(repeating: "]", count: 33)
        #expect { try Node(jsonText: deep33) } throws: { ($0 as? WireError)?.kind == .tooLarge }
        // 768 bytes: one separator per key plus the keys' UTF-8.
        let key767 = String(repeating: "k", count: 767)
        _ = try Node(jsonText: "{\"\(key767)\":1}")
        #expect(throws: WireError.self) { try Node(jsonText: "{\"\(key767)k\":1}") }
        #expect(throws: WireError.self) { try Node(jsonText: "{\"\(key767)\":1}", at: Path("a")) }
        // Keys inside `.value`, `.priority` and `.sv` count too (SEMANTICS.md §8.3).
        let wrapped = String(repeating: #"{"a":"#, count: 31) + #"{".sv":{"increment":1}}"# + String(repeating: "}", count: 31)
        #expect(throws: WireError.self) { try Node(jsonText: wrapped) }
    }

    @Test func deepGarbageNeverRecursesWithoutBound() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: WireError.self) { try Node(jsonText: deep) }
        #expect(throws: WireError.self) { try ServerMessage.decode(#"{"t":"d","d":{"r":1,"b":{"s":"ok","d":"# + deep + "}}}") }
        #expect(throws: WireError.self) { try ClientMessage.decode(#"{"t":"d","d":{"r":1,"a":"zz","b":"# + deep + "}}") }
    }

    @Test func stringsAreLimitedToTenMegabytes() throws {
        let limit = Validation.maxLeafSizeBytes
        let ok = "\"" + String(repeating: "a", count: limit) + "\""
        #expect(try Node(jsonText: ok).leafValue.map { if case .string(let s) = $0 { s.utf8.count } else { 0 } } == limit)
        let tooLong = "\"" + String(repeating: "a", count: limit + 1) + "\""
        #expect { try Node(jsonText: tooLong) } throws: { ($0 as? WireError)?.kind == .tooLarge }
    }

    @Test func theWireCodecReadsWhatFoundationAndTheSDKParserRead() throws {
        // The same nodes as JSONSerialization + NodeParser, the in-process path.
        // Left out: lone surrogates (Foundation rejects them), repeated keys, integers past
        // Int64 (Foundation's choice differs by platform), and numbers that Foundation's parser
        // on Linux does not round correctly (it reads 0.30000000000000004 as 0.3000000000000001).
        let foundationDiffers = [#""\ud83d""#, #""\ude00""#, #""\ud83dx""#, #""\ud83d\u0041""#, #""\ud83d\ud83d\ude00""#,
                                 #"{"a":1,"a":2}"#, "9223372036854775808", "1.3285327364349307e17", "123456789012345680000",
                                 "0.30000000000000004"]
        for (text, _) in NodeJSONTextTests.roundTrips where !foundationDiffers.contains(text) {
            let foundation = try Node(exportValue: JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
            #expect(try Node(jsonText: text) == foundation, "\(text)")
        }
    }

    @Test func controlCharactersAndQuotesAreEscapedOnOutput() {
        let node = Node.leaf(.string("\u{0}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1F}\"\\/\u{7F}\u{2028}😀"))
        #expect(node.jsonText == "\"\\u0000\\b\\t\\n\\f\\r\\u001f\\\"\\\\/\u{7F}\u{2028}😀\"")
    }

    @Test func longKeysAreWrittenLikeShortOnes() throws {
        let text = #"{"a":1,"abcdefghijklmno":2,"abcdefghijklmnop":3,"ab\"cd":4,"é":5}"#
        let node = try Node(jsonText: text)
        #expect(try Node(jsonText: node.jsonText) == node)
        #expect(node.jsonText == #"{"a":1,"ab\"cd":4,"abcdefghijklmno":2,"abcdefghijklmnop":3,"é":5}"#)
    }

    @Test func theUTF8CheckAgreesWithTheStandardLibrary() {
        var rng = SplitMix64(seed: 8)
        let interesting: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC,
                                    0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        for _ in 0..<50_000 {
            let bytes = (0..<rng.below(24)).map { _ in
                rng.chance(40) ? UInt8(ascii: "a") : rng.chance(50) ? interesting[rng.below(interesting.count)] : UInt8(truncatingIfNeeded: rng.next())
            }
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect(bytes.withUnsafeBufferPointer { JSONReader.isValidUTF8($0) } == expected, "\(bytes)")
        }
    }

    @Test func writePathsMayEndInPriorityOnly() throws {
        #expect(try WirePath.parse("/a/.priority", allowsPrioritySuffix: true) == Path([ChildKey("a"), .priority]))
        for bad in ["/a/.priority", "/.priority/a", "/a/.priority/.priority", "/a/.value"] {
            #expect(throws: WireError.self) { try WirePath.parse(bad, allowsPrioritySuffix: bad != "/a/.priority") }
        }
        let deep = String(repeating: "/k", count: 33)
        #expect { try WirePath.parse(deep, allowsPrioritySuffix: false) } throws: { ($0 as? WireError)?.kind == .tooLarge }
        #expect(try WirePath.parse(String(repeating: "/k", count: 32), allowsPrioritySuffix: false).count == 32)
    }
}
