import Foundation
import Testing
@testable import WilddogMigration

/// `render(lex(s)) == s`, byte for byte, for tricky inputs and every fixture.
struct LexerRoundTripTests {
    static let swiftSamples: [String] = [
        "let s = \"héllo 世界\" // 注释\r\nlet t = 1\r\n",
        "\tfunc f() {\n\t\treturn /* outer /* nested */ still comment */ 1\n\t}\n",
        "let raw = #\"a \"quoted\" \\(not interpolated)\"#\nlet r2 = ##\"x\"#y\"##\n",
        "let m = \"\"\"\n    multi \"line\"\n    \\(value)\n    \"\"\"\n",
        "let i = \"\\(interpolation \"with\" quotes) and \\(f(\"a\", \"\\(nested)\"))\"\n",
        "@objc class A { #if DEBUG\nlet x = #selector(foo)\n#endif\n}\n",
        "let `default` = $0 + 0x1F + 1_000.5e-3\nlet a = b?.c!.d ?? e\n",
        "",
        "no newline at end",
        "let s = \"\\u{1F600}\"; let c = \"\\\\\"",
    ]
    static let objcSamples: [String] = [
        "#import <Wilddog/Wilddog.h>\n#define kURL @\"https://x.wilddogio.com\"\r\n",
        "#define MULTI(a) \\\n    do { a; } while (0)\nint x = 'a' + '\\'';\n",
        "NSString *s = @\"héllo \\\"q\\\" 世界\"; /* c */ // d\n",
        "[ref observeEventType:WEventTypeValue withBlock:^(WDataSnapshot *snapshot) {\n\tNSLog(@\"%@\", snapshot.value);\n}];\n",
        "void (^b)(NSError *, WAuthData *) = ^(NSError *e, WAuthData *a) { };\nNSArray *a = @[@1, @{@\"k\": @YES}];\n",
        "@interface A : NSObject\n@property (nonatomic) WilddogHandle h;\n@end\n@import Wilddog;\n",
        "",
    ]

    @Test(arguments: swiftSamples)
    func swiftSampleRoundTrips(_ text: String) throws {
        let f = try SourceFile(path: "a.swift", language: .swift, bytes: Array(text.utf8))
        #expect(f.render() == Array(text.utf8))
    }

    @Test(arguments: objcSamples)
    func objcSampleRoundTrips(_ text: String) throws {
        let f = try SourceFile(path: "a.m", language: .objectiveC, bytes: Array(text.utf8))
        #expect(f.render() == Array(text.utf8))
    }

    /// An interpolation is code: the literal is cut around it into head, middle and tail pieces, and
    /// the `(`, the tokens inside (strings of their own included) and the `)` are ordinary tokens.
    @Test func interpolationIsLexedAsCode() throws {
        let text = "x(\"a \\(b(\"c\")) d \\(e.f) g\")"
        let f = try SourceFile(path: "a.swift", language: .swift, bytes: Array(text.utf8))
        let kinds = f.tokens.map(\.kind)
        let texts = f.tokens.indices.map { f.text($0) }
        #expect(texts == ["x", "(", "\"a \\", "(", "b", "(", "\"c\"", ")", ")", " d \\", "(", "e", ".", "f", ")", " g\"", ")", ""])
        #expect(kinds[2] == .stringHead && kinds[6] == .string && kinds[9] == .stringMiddle && kinds[15] == .stringTail)
        #expect(f.partnerOf(3) == 8 && f.partnerOf(10) == 14)
        #expect(f.literalStart(15) == 2)
    }

    @Test func rawAndMultilineInterpolationsAreCode() throws {
        let text = "let r = #\"a \\(no) \\#(ref.key) \"q\" \"#\nlet m = \"\"\"\n    \\(ref.parent.key)\n    \\(\"x\\(y)\")\n    \"\"\"\n"
        let f = try SourceFile(path: "a.swift", language: .swift, bytes: Array(text.utf8))
        #expect(f.render() == Array(text.utf8))
        let identifiers = f.tokens.indices.filter { f.tokens[$0].kind == .identifier }.map { f.text($0) }
        #expect(identifiers == ["let", "r", "ref", "key", "let", "m", "ref", "parent", "key", "y"])
        #expect(f.tokens.filter { $0.kind == .stringHead }.count == 3)
    }

    @Test func unterminatedInterpolationIsALexError() {
        for text in ["let s = \"a \\(b\n", "let s = \"a \\(b) c\n", "let s = \"\"\"\n\\(x\n"] {
            #expect(throws: LexError.self) { try SourceFile(path: "a.swift", language: .swift, bytes: Array(text.utf8)) }
        }
    }

    @Test func nestedCommentsAreTrivia() throws {
        let text = "/* a /* b */ c */ x"
        let f = try SourceFile(path: "a.swift", language: .swift, bytes: Array(text.utf8))
        #expect(f.tokens.count == 2)
        #expect(f.text(0) == "x")
    }

    @Test func preprocessorLineIsOneToken() throws {
        let text = "#define A(x) \\\n  [x foo]\nint y;"
        let f = try SourceFile(path: "a.m", language: .objectiveC, bytes: Array(text.utf8))
        #expect(f.tokens[0].kind == .directive)
        #expect(f.text(0) == "#define A(x) \\\n  [x foo]")
    }

    @Test(arguments: Harness.files(below: Harness.fixtures) + Harness.files(below: Harness.packageRoot.appendingPathComponent("Examples")).map { "../../Examples/" + $0 })
    func fixtureRoundTrips(_ relative: String) throws {
        let url = relative.hasPrefix("../../") ? Harness.packageRoot.appendingPathComponent(String(relative.dropFirst(6)))
                                                : Harness.fixtures.appendingPathComponent(relative)
        let bytes = try [UInt8](Data(contentsOf: url))
        let language = try #require(Language(pathExtension: url.pathExtension))
        let f = try SourceFile(path: relative, language: language, bytes: bytes)
        #expect(f.render() == bytes)
    }
}
