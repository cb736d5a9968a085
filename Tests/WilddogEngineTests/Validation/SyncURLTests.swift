import Testing
@testable import WilddogEngine

/// Database URLs: `?`, `#` and other invalid path characters make the URL invalid (they are
/// never dropped as a query or fragment); URLs are printed with each key percent-encoded as
/// the SDKs do, and parse back to the same location.
@Suite struct SyncURLTests {
    @Test(arguments: ["https://app.wilddogio.com/a#b", "https://app.wilddogio.com/a?b=1", "https://app.wilddogio.com/a/b?",
                      "https://app.wilddogio.com#x", "https://app.wilddogio.com?x", "https://app.wilddogio.com/a$b",
                      "https://app.wilddogio.com/a[0]", "https://app.wilddogio.com/a.b", "https://app.wilddogio.com/%23",
                      "https://app.wilddogio.com/x%00y"])
    func invalidPathCharactersMakeTheURLInvalid(_ url: String) {
        #expect(throws: ValidationError.self) { try SyncURL(url, method: "initWithUrl:") }
    }

    @Test func validURLsParse() throws {
        let url = try SyncURL("https://App.wilddogio.com:8080/users/fred", method: "m")
        #expect(url.appId == "app" && url.baseURL == "https://app.wilddogio.com:8080" && url.path == Path("users/fred"))
        #expect(try SyncURL("https://app.wilddogio.com", method: "m").path == .root)
        #expect(try SyncURL("https://app.wilddogio.com/", method: "m").path == .root)
        #expect(try SyncURL("https://app.wilddogio.com/.info/connected", method: "m").path == Path(".info/connected"))
        #expect(try SyncURL("https://app.wilddogio.com/a%3Fb/c%20d", method: "m").path == Path([ChildKey("a?b"), ChildKey("c d")]))
    }

    @Test func keysArePercentEncodedAsTheSDKsDoAndRoundTrip() throws {
        let path = Path([ChildKey("a%b&c@d"), ChildKey("space: "), ChildKey("non-ascii_character:\u{F8}"), ChildKey("q?h"),
                         ChildKey("-_!~*'()"), ChildKey("e\u{301}")])
        let url = SyncURL.url(base: "https://app.wilddogio.com", path: path)
        #expect(url == "https://app.wilddogio.com/a%25b%26c%40d/space%3A%20/non-ascii_character%3A%C3%B8/q%3Fh/-_!~*'()/e%CC%81")
        let parsed = try SyncURL(url, method: "m")
        #expect(parsed.path.segments.map(\.string).count == 6)
        #expect(parsed.path.segments[0] == ChildKey("a%b&c@d") && parsed.path.segments[2] == path.segments[2])
        #expect(parsed.path.segments[5] == ChildKey("e\u{301}"))
    }
}
