import Testing
@testable import WilddogEngine

/// How a URL's path becomes keys, as Firebase reads it (iOS `FUtilities decodePath:` /
/// `urlDecode:`, JS `decodePath`): raw, percent-encoded and mixed segments, and segments with a
/// `%` that is not an escape (kept as typed, the whole segment undecoded); then how the keys are
/// printed again (`SyncURL.url`, the references' `description`) and parsed back.
@Suite struct SyncURLDecodingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let path: String
        let keys: [String]
        let printed: String
        var testDescription: String { path }
    }

    static let base = "https://app.wilddogio.com"

    static let cases: [Case] = [
        // Raw: Firebase's testURLEncodingOfDescriptionAndURLDecodingOfNewFirebase.
        Case(path: "/a%b&c@d/space: /non-ascii_character:\u{F8}", keys: ["a%b&c@d", "space: ", "non-ascii_character:\u{F8}"],
             printed: "/a%25b%26c%40d/space%3A%20/non-ascii_character%3A%C3%B8"),
        // Percent-encoded: the same keys.
        Case(path: "/a%25b%26c%40d/space%3A%20/non-ascii_character%3A%C3%B8",
             keys: ["a%b&c@d", "space: ", "non-ascii_character:\u{F8}"],
             printed: "/a%25b%26c%40d/space%3A%20/non-ascii_character%3A%C3%B8"),
        Case(path: "/users/fred", keys: ["users", "fred"], printed: "/users/fred"),
        Case(path: "/%E5%9F%8E%E5%B8%82/\u{5317}\u{4EAC}", keys: ["\u{57CE}\u{5E02}", "\u{5317}\u{4EAC}"],
             printed: "/%E5%9F%8E%E5%B8%82/%E5%8C%97%E4%BA%AC"),
        // Mixed within a segment and across segments.
        Case(path: "/space%20and raw/%C3%B8 \u{F8}", keys: ["space and raw", "\u{F8} \u{F8}"],
             printed: "/space%20and%20raw/%C3%B8%20%C3%B8"),
        Case(path: "/100%/50%25", keys: ["100%", "50%"], printed: "/100%25/50%25"),
        // Malformed: a segment that does not decode keeps every character, escapes included.
        Case(path: "/a%2", keys: ["a%2"], printed: "/a%252"),
        Case(path: "/%", keys: ["%"], printed: "/%25"),
        Case(path: "/a%zz/b", keys: ["a%zz", "b"], printed: "/a%25zz/b"),
        Case(path: "/%C3", keys: ["%C3"], printed: "/%25C3"),
        Case(path: "/50%25 of 100%", keys: ["50%25 of 100%"], printed: "/50%2525%20of%20100%25"),
        Case(path: "/a%2E%zz", keys: ["a%2E%zz"], printed: "/a%252E%25zz"),
        // `+` is a space (iOS and JS), an encoded `+` is a `+`.
        Case(path: "/a+b", keys: ["a b"], printed: "/a%20b"),
        Case(path: "/a%2Bb", keys: ["a+b"], printed: "/a%2Bb"),
        Case(path: "/a+%zz", keys: ["a %zz"], printed: "/a%20%25zz"),
        // Separators: an encoded `/` separates keys; empty segments are dropped.
        Case(path: "/a%2Fb", keys: ["a", "b"], printed: "/a/b"),
        Case(path: "//a///b/", keys: ["a", "b"], printed: "/a/b"),
        // Spaces: the path keeps its own, leading and trailing.
        Case(path: "/Bob ", keys: ["Bob "], printed: "/Bob%20"),
        Case(path: "/ a/ ", keys: [" a", " "], printed: "/%20a/%20"),
        Case(path: "/", keys: [], printed: ""),
        Case(path: "", keys: [], printed: ""),
        // Decoded characters a key may hold; Unicode forms stay distinct.
        Case(path: "/a%3Fb/c%26d%20e", keys: ["a?b", "c&d e"], printed: "/a%3Fb/c%26d%20e"),
        Case(path: "/e%CC%81/\u{E9}", keys: ["e\u{301}", "\u{E9}"], printed: "/e%CC%81/%C3%A9"),
        Case(path: "/%2Einfo/connected", keys: [".info", "connected"], printed: "/.info/connected"),
    ]

    @Test(arguments: cases)
    func pathsDecodeAsFirebaseDoesAndPrintBack(_ c: Case) throws {
        let url = try SyncURL(Self.base + c.path, method: "m")
        #expect(url.path.segments.map { Array($0.string.utf8) } == c.keys.map { Array($0.utf8) })
        let printed = SyncURL.url(base: url.baseURL, path: url.path)
        #expect(printed == Self.base + c.printed)
        let again = try SyncURL(printed, method: "m")
        #expect(again.path == url.path)
        #expect(SyncURL.url(base: again.baseURL, path: again.path) == printed)
    }

    /// Spaces around the scheme and the host are not part of the URL.
    @Test func spacesAroundSchemeAndHostAreDropped() throws {
        #expect(try SyncURL("  https://app.wilddogio.com  ", method: "m") == SyncURL(Self.base, method: "m"))
        let url = try SyncURL(" https://app.wilddogio.com /a ", method: "m")
        #expect(url.baseURL == Self.base && url.path == Path([ChildKey("a ")]))
    }

    /// Characters no path may hold are refused once decoded; `?` and `#` raw in a URL's path
    /// are refused too, even beside a malformed `%`.
    @Test(arguments: ["/a%2Eb", "/%23", "/a%24", "/%5B0%5D", "/x%00y", "/a%7Fb", "/a%zz?b", "/%zz#", "/a%2Fb.c", "/%2Einfo.x"])
    func decodedCharactersAPathMayNotHoldAreRefused(_ path: String) {
        #expect(throws: ValidationError.self) { try SyncURL(Self.base + path, method: "m") }
    }

    @Test func theMessageOfARefusedPathNamesTheMethodAndTheDecodedPath() {
        #expect { try SyncURL(Self.base + "/a%2Eb", method: "referenceFromURL:") } throws: { error in
            (error as? ValidationError)?.message.hasPrefix("referenceFromURL: failed: url path argument was an invalid path = \"/a.b\"") == true
        }
    }
}
