import WilddogTestSupport
import Foundation
import Testing
@testable import WilddogMigration

/// Malformed input never crashes the tool and is never modified.
struct MalformedInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var path: String
        var bytes: [UInt8]
        var reason: LexError.Reason?
        var testDescription: String { name }
    }

    static let legacyLine = Array("ref.childByAppendingPath(\"a\").observeEventType(.Value, withBlock: { s in })\n".utf8)

    static let cases: [Case] = [
        Case(name: "unterminated Swift string", path: "a.swift", bytes: legacyLine + Array("let s = \"open\n".utf8), reason: .unterminatedString),
        Case(name: "unterminated multi-line string", path: "a.swift", bytes: legacyLine + Array("let s = \"\"\"\nopen\n".utf8), reason: .unterminatedString),
        Case(name: "unterminated nested comment", path: "a.swift", bytes: legacyLine + Array("/* a /* b */ still open\n".utf8), reason: .unterminatedComment),
        Case(name: "unterminated ObjC string", path: "a.m", bytes: Array("[ref childByAppendingPath:@\"a];\n".utf8), reason: .unterminatedString),
        Case(name: "unterminated ObjC comment", path: "a.m", bytes: Array("[ref unauth]; /* open\n".utf8), reason: .unterminatedComment),
        Case(name: "unbalanced brackets", path: "a.m", bytes: Array("[[ref childByAppendingPath:@\"a\"] unauth;\n".utf8), reason: .unbalancedBrackets),
        Case(name: "unbalanced braces", path: "a.swift", bytes: legacyLine + Array("func f() { {\n".utf8), reason: .unbalancedBrackets),
        Case(name: "invalid UTF-8", path: "a.swift", bytes: legacyLine + [0x6C, 0xFF, 0xC3, 0x28, 0x0A], reason: .invalidUTF8),
        Case(name: "truncated UTF-8 sequence", path: "a.m", bytes: Array("[ref unauth];".utf8) + [0xE4, 0xB8], reason: .invalidUTF8),
        Case(name: "empty Swift file", path: "a.swift", bytes: [], reason: nil),
        Case(name: "empty ObjC file", path: "a.h", bytes: [], reason: nil),
    ]

    @Test(arguments: cases)
    func malformedFileIsReportedAndUntouched(_ c: Case) {
        let outcome = Harness.migrator.migrate([SourceInput(path: c.path, bytes: c.bytes)])[0]
        #expect(outcome.failure?.reason == c.reason)
        #expect(!outcome.changed)
        #expect(outcome.output == c.bytes)
        if c.reason != nil {
            #expect(outcome.findings.contains { $0.ruleID == "lex-error" && $0.severity == .warning })
        }
    }

    /// Migrates `bytes` on a thread of its own (see `OffPool`): a file of megabytes takes tens of
    /// seconds in a debug build, which would hold a thread of the test pool all that time.
    static func migrateOffPool(_ path: String, _ bytes: [UInt8]) async -> FileOutcome {
        await OffPool.run { Harness.migrator.migrate([SourceInput(path: path, bytes: bytes)])[0] }
    }

    @Test func fiveMegabyteFileWithUnterminatedCommentIsUntouched() async {
        let bytes = await OffPool.run { () -> [UInt8] in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(5_300_000)
            while bytes.count < 5_000_000 { bytes += Self.legacyLine }
            return bytes + Array("/* never closed".utf8)
        }
        let outcome = await Self.migrateOffPool("big.swift", bytes)
        #expect(outcome.failure?.reason == .unterminatedComment)
        #expect(!outcome.changed)
        #expect(outcome.output == bytes)
    }

    @Test func fiveMegabytesOfRandomBytesNeverCrash() async {
        let bytes = await OffPool.run { () -> [UInt8] in
            var generator = SystemRandomNumberGenerator()
            return (0..<5_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        }
        for path in ["noise.swift", "noise.m"] {
            let outcome = await Self.migrateOffPool(path, bytes)
            #expect(!outcome.changed)
            #expect(outcome.output == bytes)
        }
    }

    @Test func randomASCIIFragmentsNeverCrash() {
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("[](){}\"'@#/*\\ \n\tabc:;.,^$`-><=?!".utf8)
        for k in 0..<200 {
            let bytes = (0..<Int.random(in: 0...300, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            let path = k % 2 == 0 ? "f.swift" : "f.m"
            let outcome = Harness.migrator.migrate([SourceInput(path: path, bytes: bytes)])[0]
            if outcome.failure == nil, let language = Language(pathExtension: k % 2 == 0 ? "swift" : "m") {
                #expect((try? SourceFile(path: path, language: language, bytes: bytes).render()) == bytes)
            } else {
                #expect(outcome.output == bytes)
            }
        }
    }
}

/// Random soups of legacy API words and punctuation: the rules must never crash on odd shapes.
struct TokenSoupTests {
    static let words = ["Wilddog", "ref", "childByAppendingPath", "observeEventType", "withBlock", "authUser", "password",
                        "withCompletionBlock", "unauth", "authData", "initWithUrl", "alloc", "url", "WEventTypeValue", ".Value",
                        "WAuthData", "WilddogHandle", "Int64", "code", "==", "-3", "kWilddogServerValueTimestamp", "\"qq\"",
                        "@\"https://a.wilddogio.com/x\"", "\"https://a.wilddogio.com\"", "authWithOAuthProvider", "parameters",
                        "observeAuthEventWithBlock", "createUser", "func", "application", "didFinishLaunchingWithOptions",
                        "import", "in", "let", "=", ":", ",", ".", "^", "*", "?", "!", "$0", "$1", "@", "(", ")", "[", "]", "{", "}",
                        ";", "\n", " ", "// wilddog-migrate:ignore\n", "WDGAuth", "auth", "appID", "defaultConfig", "goOffline",
                        // Declarations and calls the URL follower reads (parameters, properties, entry points).
                        "init", "self", "super", "class", "extension", "var", "Board", "_", "...", "main", "int", "autoreleasepool",
                        "url", "Wilddog(url: url)", "String", "fromURL"]

    static let plain = words.filter { !["(", ")", "[", "]", "{", "}"].contains($0) }

    /// A random sequence with properly nested brackets, so most soups lex and reach the rules.
    static func soup(_ depth: Int, _ rng: inout SystemRandomNumberGenerator) -> [String] {
        var out: [String] = []
        for _ in 0..<Int.random(in: 1...8, using: &rng) {
            if depth < 4, Int.random(in: 0..<4, using: &rng) == 0 {
                let (o, c) = [("(", ")"), ("[", "]"), ("{", "}")].randomElement(using: &rng)!
                out += [o] + soup(depth + 1, &rng) + [c]
            } else {
                out.append(plain.randomElement(using: &rng)!)
            }
        }
        return out
    }

    @Test(arguments: [Language.swift, .objectiveC])
    func randomSoupNeverCrashes(_ language: Language) {
        var rng = SystemRandomNumberGenerator()
        let path = language == .swift ? "soup.swift" : "soup.m"
        for k in 0..<600 {
            let parts = k % 3 == 0 ? (0..<Int.random(in: 1...60, using: &rng)).map { _ in Self.words.randomElement(using: &rng)! }
                                   : Self.soup(0, &rng)
            let text = parts.joined(separator: " ")
            let outcome = Harness.migrator.migrate([SourceInput(path: path, text: text)])[0]
            if !outcome.changed { #expect(outcome.output == Array(text.utf8)) }
        }
    }
}
