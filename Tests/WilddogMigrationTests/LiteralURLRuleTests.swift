import Testing
@testable import WilddogMigration

/// A literal URL becomes `reference(withPath:)` only when its path reads the same as keys: a URL's
/// path is decoded (`%` escapes, `+` as a space, issue 25) and `reference(withPath:)` takes keys
/// as written, so a URL with a `%` or a `+` keeps `reference(fromURL:)`.
struct LiteralURLRuleTests {
    static let cases: [RuleCase] = [
        RuleCase("constructor with a space in the path", .swift, "let ref = Wilddog(url: \"https://app.wilddogio.com/a b/c\")\n",
                 "let ref = WDGSync.sync().reference(withPath: \"a b/c\")\n"),
        RuleCase("constructor with a plus in the path", .swift, "let ref = Wilddog(url: \"https://app.wilddogio.com/a+b\")\n",
                 "let ref = WDGSync.sync().reference(fromURL: \"https://app.wilddogio.com/a+b\")\n"),
        RuleCase("constructor with an escape in the path", .swift, "let ref = Wilddog(url: \"https://app.wilddogio.com/a%20b\")\n",
                 "let ref = WDGSync.sync().reference(fromURL: \"https://app.wilddogio.com/a%20b\")\n"),
        RuleCase("constructor with a plus in the path", .objectiveC,
                 "Wilddog *ref = [[Wilddog alloc] initWithUrl:@\"https://app.wilddogio.com/a+b\"];\n",
                 "WDGSyncReference *ref = [[WDGSync sync] referenceFromURL:@\"https://app.wilddogio.com/a+b\"];\n"),
    ]

    @Test(arguments: cases)
    func rewrites(_ c: RuleCase) {
        #expect(c.run() == c.after)
    }

    @Test(arguments: ["https://app.wilddogio.com/a+b", "https://app.wilddogio.com/a%2", "https://app.wilddogio.com/a?b",
                      "https://app.wilddogio.com/a#b"])
    func urlsWhosePathIsDecodedOrRefusedAreNotSimple(_ url: String) throws {
        #expect(try #require(LiteralURL(string: url)).isSimple == false)
    }

    @Test func aPathOfPlainKeysIsSimple() throws {
        let url = try #require(LiteralURL(string: "https://app.wilddogio.com/a b/c:d"))
        #expect(url.isSimple && url.base == "https://app.wilddogio.com" && url.path == "a b/c:d")
    }
}
