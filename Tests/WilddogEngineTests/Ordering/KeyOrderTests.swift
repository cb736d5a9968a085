import Foundation
import Testing
@testable import WilddogEngine

/// Key ("name") order, SEMANTICS.md §1: integer keys first (numerically, equal values shorter
/// first), then strings in UTF-16 code-unit order; never Swift `String` order or equality.
@Suite struct KeyOrderTests {
    // MARK: Integer keys (§1.1, §1.5, §1.6)

    static let integerKeyTable: [(key: String, value: Int32?)] = [
        ("0", 0), ("7", 7), ("07", 7), ("007", 7), ("-1", -1), ("-0", 0), ("00", 0), ("-00", 0),
        ("2147483647", Int32.max), ("-2147483648", Int32.min),
        ("02147483647", Int32.max), ("-0002147483648", Int32.min),
        // JS has no overall length cap: leading zeros do not count towards the 10 digits (§1.6).
        ("000000000001", 1), ("00000000000000000000", 0), ("-000000000000000000007", -7),
        // Out of the 32-bit range, or more than 10 significant digits: strings.
        ("2147483648", nil), ("-2147483649", nil), ("21474836480", nil), ("02147483648", nil),
        ("12345678901", nil), ("99999999999", nil),
        // Not integers at all.
        ("", nil), ("-", nil), ("--1", nil), ("-a", nil), ("a", nil), ("+1", nil), (" 1", nil), ("1 ", nil),
        ("1.0", nil), ("1e3", nil), ("1-", nil), ("-0a", nil), ("0x1", nil), ("1a", nil),
        ("\u{661}", nil), ("\u{FF11}", nil), ("1\u{301}", nil),
    ]

    @Test(arguments: integerKeyTable)
    func integerKeysFollowTheJSRegexAndTheInt32Range(key: String, value: Int32?) {
        #expect(ChildKey.parseInt32(key) == value)
        #expect(ChildKey(key).integerValue == value)
        #expect(ReferenceKeyOrder.integer(key).map { Int32($0) } == value, "test model disagrees")
    }

    // MARK: Published orderings

    static let orderedKeyLists: [[String]] = [
        // js-compat-test order.test.ts "Verify order of integer keys."
        ["0", "3", "03", "003", "5", "9", "20", "100", "bar", "foo"],
        // ios-test FUtilitiesTest.m testKeyComparison: integers, then strings in code-unit order.
        ["-2147483648", "0", "1", "2", "10", "2147483647",
         "-2147483649", "-2147483650", "-a", "2147483648", "21474836480", "2147483649", "a"],
        // §1.3 and §1.5: equal values, shorter first.
        ["-1", "0", "-0", "00", "7", "07", "007", "0007"],
        // §1.7: same value and length ("00"/"-0", "000"/"-00") are distinct, ordered by code units.
        ["0", "-0", "00", "-00", "000", "1"],
        // §1.4: "-" and "-a" are strings; string order is by code units, so "-" < "0a" < "A" < "a".
        ["-5", "5", "-", "-a", "0a", "A", "Z", "_", "a", "aa", "b"],
        // §1.6: JS counts long zero-padded keys as integers.
        ["1", "01", "000000000001", "2", "12345678901"],
        // Push-ID alphabet is ASCII-ordered (§1.10).
        ["-KmA0", "-KmA1", "-KmAA", "-KmA_", "-KmAa", "-KmAz"],
        // ASCII keys around the 8- and 16-byte prefixes the engine caches.
        ["abcdefgh", "abcdefgh\u{1}", "abcdefgha", "abcdefghabcdefgh", "abcdefghabcdefgh0",
         "abcdefghabcdefgha", "abcdefghabcdefgha0", "abcdefghabcdefghb", "abcdefghabcdefgi"],
        // §1.9: UTF-16 code-unit order: "e\u{301}" < "é"; decomposed Hangul < precomposed;
        // supplementary characters (surrogates D800–DBFF) before U+E000–U+FFFF, after U+D7FF.
        ["e", "e\u{301}", "z", "\u{E9}", "\u{1100}\u{1161}", "\u{AC00}", "\u{D7FF}",
         "\u{10000}", "\u{1F600}", "\u{E000}", "\u{FF61}", "\u{FFFF}"],
    ]

    @Test(arguments: orderedKeyLists)
    func publishedKeyListsAreInKeyOrder(_ expected: [String]) {
        // Pairwise: strict, antisymmetric, and consistent with the model.
        for (i, a) in expected.enumerated() {
            for (j, b) in expected.enumerated() {
                let c = ChildKey.compare(ChildKey(a), ChildKey(b))
                let want = i == j ? 0 : (i < j ? -1 : 1)
                #expect(c.signum() == want, "compare(\(a.debugDescription), \(b.debugDescription)) = \(c)")
                #expect(ReferenceKeyOrder.compare(a, b) == want, "test model disagrees on \(a.debugDescription)")
            }
        }
        // Sorting any permutation restores the list.
        var rng = SplitMix64(seed: UInt64(expected.count))
        for _ in 0..<5 {
            let sorted = expected.shuffled(using: &rng).map { ChildKey($0) }.sorted().map(\.string)
            #expect(sorted == expected)
        }
    }

    @Test func swiftStringOrderWouldGetTheUnicodeCasesWrong() {
        // Guards the UTF-16 list above against being vacuous: Swift's order disagrees here.
        #expect("\u{FF61}" < "\u{1F600}")
        #expect(ChildKey("\u{1F600}") < ChildKey("\u{FF61}"))
        #expect(compareUTF16("\u{1F600}", "\u{FF61}") < 0)
        #expect(compareUTF16("\u{FF61}", "\u{1F600}") > 0)
        #expect(compareUTF16("\u{D7FF}", "\u{10000}") < 0)
    }

    // MARK: Equality and hashing by code units (§1.9)

    static let canonicallyEquivalentPairs: [(String, String)] = [
        ("\u{E9}", "e\u{301}"),
        ("\u{AC00}", "\u{1100}\u{1161}"),
        ("\u{D55C}\u{AE00}", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"),  // 한글
        ("caf\u{E9}-with-a-long-tail-beyond-16", "cafe\u{301}-with-a-long-tail-beyond-16"),
        ("\u{212B}", "\u{C5}"),  // ANGSTROM SIGN vs LATIN CAPITAL A WITH RING
    ]

    @Test(arguments: canonicallyEquivalentPairs)
    func canonicallyEquivalentKeysAreDistinctAndAntisymmetric(_ a: String, _ b: String) {
        #expect(a == b, "precondition: Swift considers these equal")
        let ka = ChildKey(a), kb = ChildKey(b)
        #expect(ka != kb)
        #expect(Set([ka, kb]).count == 2)
        let ab = ChildKey.compare(ka, kb), ba = ChildKey.compare(kb, ka)
        #expect(ab != 0 && ab.signum() == -ba.signum())
        #expect(ab.signum() == ReferenceKeyOrder.codeUnits(a, b))
        #expect(!equalCodeUnits(a, b))
        #expect(compareUTF16(a, b).signum() == ReferenceKeyOrder.codeUnits(a, b))
    }

    @Test func canonicallyEquivalentKeysAreSeparateChildren() throws {
        let data = Node.empty
            .updatingImmediateChild(ChildKey("\u{E9}"), .leaf(.number(1)))
            .updatingImmediateChild(ChildKey("e\u{301}"), .leaf(.number(2)))
        #expect(data.childCount == 2)
        #expect(data.immediateChild(ChildKey("\u{E9}")) == .leaf(.number(1)))
        #expect(data.immediateChild(ChildKey("e\u{301}")) == .leaf(.number(2)))
        #expect(keys(data) == ["e\u{301}", "\u{E9}"])
        // String leaves follow the same rule: distinct values, code-unit order.
        #expect(Node.leaf(.string("\u{E9}")) != Node.leaf(.string("e\u{301}")))
        #expect(Node.compareValues(.leaf(.string("e\u{301}")), .leaf(.string("\u{E9}"))) < 0)
    }

    @Test func bridgedStringsCompareLikeNativeOnes() {
        let bridged = NSString(string: "\u{1F600}x") as String
        #expect(compareUTF16(bridged, "\u{FF61}") < 0)
        #expect(ChildKey(bridged) == ChildKey("\u{1F600}x"))
    }

    // MARK: Sentinels (§1.8)

    @Test(arguments: ["", "-2147483648", "0", "a", "[MIN_NAME]", "[MAX_NAME]", "\u{FFFF}\u{FFFF}", "\u{10FFFF}"])
    func sentinelsBoundEveryKey(_ key: String) {
        let k = ChildKey(key)
        #expect(ChildKey.compare(.min, k) < 0 && ChildKey.compare(k, .min) > 0)
        #expect(ChildKey.compare(k, .max) < 0 && ChildKey.compare(.max, k) > 0)
        #expect(k != .min && k != .max)
        #expect(!k.isSentinel)
    }

    @Test func sentinelsEqualOnlyThemselves() {
        #expect(ChildKey.compare(.min, .min) == 0 && ChildKey.compare(.max, .max) == 0)
        #expect(ChildKey.min < ChildKey.max)
        #expect(ChildKey.min.isSentinel && ChildKey.max.isSentinel)
    }

    // MARK: Property test against the model

    /// Keys that stress every branch: integer-like keys with signs and zero padding near the
    /// 32-bit limits, ASCII keys around the 8/16-byte cached prefixes, and non-ASCII text.
    static func randomKey(_ rng: inout SplitMix64) -> String {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            let sign = Bool.random(using: &rng) ? "-" : ""
            let zeros = String(repeating: "0", count: Int.random(in: 0..<4, using: &rng) == 0 ? Int.random(in: 1...12, using: &rng) : 0)
            let digits = ["0", "1", "7", "10", "2147483647", "2147483648", "4294967296", "12345678901",
                          String(Int.random(in: 0...99_999, using: &rng))].randomElement(using: &rng)!
            return sign + zeros + digits
        case 1:
            let alphabet: [Character] = ["a", "b", "0", "-", "A", "_", "z"]
            let length = [1, 7, 8, 9, 15, 16, 17, 24].randomElement(using: &rng)!
            return String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
        default:
            let alphabet: [String] = ["a", "0", "-", "e", "\u{301}", "\u{E9}", "\u{7F}", "\u{80}", "\u{7FF}",
                                      "\u{800}", "\u{AC00}", "\u{1100}", "\u{D7FF}", "\u{E000}", "\u{FF61}",
                                      "\u{FFFF}", "\u{10000}", "\u{1F600}", "\u{10FFFF}"]
            let length = Int.random(in: 1...10, using: &rng)
            return (0..<length).map { _ in alphabet.randomElement(using: &rng)! }.joined()
        }
    }

    @Test func randomKeysCompareLikeTheModel() {
        var rng = SplitMix64(seed: 0x5EED)
        let pool = (0..<400).map { _ in Self.randomKey(&rng) }
        let integers = pool.map(ReferenceKeyOrder.integer)
        func model(_ i: Int, _ j: Int) -> Int { ReferenceKeyOrder.compare(pool[i], integers[i], pool[j], integers[j]) }
        #expect(integers.contains { $0 != nil } && integers.contains { $0 == nil })
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let i = Int.random(in: 0..<pool.count, using: &rng), j = Int.random(in: 0..<pool.count, using: &rng)
            let a = pool[i], b = pool[j]
            let ka = ChildKey(a), kb = ChildKey(b)
            let c = ChildKey.compare(ka, kb).signum()
            let want = model(i, j)
            if c != want || (ka == kb) != (want == 0) || (ka == kb && ka.hashValue != kb.hashValue) {
                mismatches.append("\(a.debugDescription) vs \(b.debugDescription): \(c), want \(want)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // Sorting the pool gives the model's order.
        let sorted = pool.map { ChildKey($0) }.sorted().map(\.string)
        let modelSorted = pool.indices.sorted { model($0, $1) < 0 }.map { pool[$0] }
        #expect(sorted == modelSorted)
    }
}
