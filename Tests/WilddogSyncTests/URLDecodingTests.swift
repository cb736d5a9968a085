import Foundation
import Testing
import WilddogTestSupport
import WilddogSync

/// URLs built from user input (issue 25): `reference(fromURL:)` reads a URL's path as Firebase
/// does — raw, percent-encoded or mixed, and a `%` that is not an escape stays a `%` — writes
/// there, and `description` percent-encodes each key and leads back to the same location.
@Suite struct URLDecodingTests {
    /// Firebase iOS `testUrlEncodingOfDescriptionAndURLDecodingOfNewFirebase`, on the 2.x API.
    @Test func urlEncodingOfDescriptionAndURLDecodingOfNewReference() async {
        let t = SyncTestApp()
        let base = "https://\(t.appId).wilddogio.com"
        let ref = t.sync.reference(fromURL: base + "/a%b&c@d/space: /non-ascii_character:\u{F8}")
        #expect(ref.key == "non-ascii_character:\u{F8}")
        #expect(await t.write { ref.setValue("testdata", withCompletionBlock: $0) } == nil)
        #expect(t.serverValue() == #"{"a%b&c@d":{"space: ":{"non-ascii_character:ø":"testdata"}}}"#)
        #expect(ref.description == base + "/a%25b%26c%40d/space%3A%20/non-ascii_character%3A%C3%B8")
        let again = t.sync.reference(fromURL: ref.description)
        #expect(again.description == ref.description)
        #expect(await t.snapshot(again)?.value as? String == "testdata")
        #expect(await t.value("a%b&c@d/space: /non-ascii_character:\u{F8}") == #""testdata""#)
    }

    /// (the URL's last segment, the key Firebase reads, that key in `description`)
    static let cases: [(segment: String, key: String, printed: String)] = [
        ("a%b&c@d", "a%b&c@d", "a%25b%26c%40d"),                 // raw
        ("a%25b%26c%40d", "a%b&c@d", "a%25b%26c%40d"),            // encoded: the same key
        ("%C3%B8 \u{F8}", "\u{F8} \u{F8}", "%C3%B8%20%C3%B8"),    // mixed
        ("space%20and raw", "space and raw", "space%20and%20raw"),
        ("100%", "100%", "100%25"),                               // malformed: kept as typed
        ("a%2", "a%2", "a%252"),
        ("%C3", "%C3", "%25C3"),
        ("50%25 of 100%", "50%25 of 100%", "50%2525%20of%20100%25"),
        ("a+b", "a b", "a%20b"),                                  // `+` is a space
        ("a%2Bb", "a+b", "a%2Bb"),
        ("Bob ", "Bob ", "Bob%20"),                               // a trailing space is the key's
    ]

    @Test func rawEncodedMixedAndMalformedURLsWriteWhereFirebaseDoes() async {
        let t = SyncTestApp()
        let base = "https://\(t.appId).wilddogio.com/t/"
        var expected: [String: Int] = [:]
        for (i, c) in Self.cases.enumerated() {
            let ref = t.sync.reference(fromURL: base + c.segment)
            #expect(ref.key == c.key, "\(c.segment)")
            #expect(ref.description == base + c.printed, "\(c.segment)")
            #expect(t.sync.reference(fromURL: ref.description).description == ref.description, "\(c.segment)")
            #expect(await t.write { ref.setValue(i, withCompletionBlock: $0) } == nil, "\(c.segment)")
            expected[c.key] = i
        }
        #expect(t.serverValue("/t") == json(expected))
    }

    @Test(arguments: ["/a%2Eb", "/%23", "/x%00y", "/a%zz?b", "/%zz#"])
    func decodedCharactersAPathMayNotHoldStillGiveInvalidReferences(_ suffix: String) async {
        let t = SyncTestApp()
        let ref = t.sync.reference(fromURL: "https://\(t.appId).wilddogio.com\(suffix)")
        #expect(code(await t.write { ref.setValue(1, withCompletionBlock: $0) }) == 26106)
        #expect(t.serverValue() == "null")
    }

    @Test func aSyncURLWhosePathHasAMalformedPercentConfiguresItsRoot() throws {
        let name = "app_" + UUID().uuidString.replacingOccurrences(of: "-", with: "_")
        let id = uniqueAppId()
        WDGApp.configure(withName: name, options: WDGOptions(syncURL: "https://\(id).wilddogio.com/100%"))
        let app = try #require(WDGApp(named: name))
        #expect(WDGSync.sync(app: app).reference().description == "https://\(id).wilddogio.com")
        app.delete { _ in }
    }
}
