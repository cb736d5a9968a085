import Foundation
import Testing
import Wilddog

extension LegacyTests {
    /// URLs built from user input (issue 25), the 1.x twin of WilddogSyncTests'
    /// `URLDecodingTests`: `Wilddog(url:)` reads a URL's path as Firebase does, writes there, and
    /// `description` percent-encodes each key and leads back to the same location.
    @Suite struct URLDecodingTests {
        /// Firebase iOS `testUrlEncodingOfDescriptionAndURLDecodingOfNewFirebase`, on the 1.x API.
        @Test func urlEncodingOfDescriptionAndURLDecodingOfNewWilddog() {
            let app = TestApp()
            let ref = Wilddog(url: app.url + "/a%b&c@d/space: /non-ascii_character:\u{F8}")
            #expect(ref.key == "non-ascii_character:\u{F8}")
            #expect(outcome { ref.setValue("testdata", withCompletionBlock: $0) }.error == nil)
            #expect(app.serverJSON() == #"{"a%b&c@d":{"space: ":{"non-ascii_character:ø":"testdata"}}}"#)
            #expect(ref.description == app.url + "/a%25b%26c%40d/space%3A%20/non-ascii_character%3A%C3%B8")
            let again = Wilddog(url: ref.description)
            #expect(again.description == ref.description)
            #expect(read(again)?.value as? String == "testdata")
            #expect(read(app.root.childByAppendingPath("a%b&c@d/space: /non-ascii_character:\u{F8}"))?.value as? String == "testdata")
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

        @Test func rawEncodedMixedAndMalformedURLsWriteWhereFirebaseDoes() {
            let app = TestApp()
            let base = app.url + "/t/"
            var expected: [String: Int] = [:]
            for (i, c) in Self.cases.enumerated() {
                let ref = Wilddog(url: base + c.segment)
                #expect(ref.key == c.key, "\(c.segment)")
                #expect(ref.description == base + c.printed, "\(c.segment)")
                #expect(Wilddog(url: ref.description).description == ref.description, "\(c.segment)")
                #expect(outcome { ref.setValue(i, withCompletionBlock: $0) }.error == nil, "\(c.segment)")
                expected[c.key] = i
            }
            #expect(app.serverJSON("/t") == json(expected))
        }

        @Test(arguments: ["/a%2Eb", "/%23", "/x%00y", "/a%zz?b", "/%zz#"])
        func decodedCharactersAPathMayNotHoldStillGiveInvalidReferences(_ suffix: String) {
            let app = TestApp()
            let ref = Wilddog(url: app.url + suffix)
            #expect(outcome { ref.setValue(1, withCompletionBlock: $0) }.error?.code == -2)
            #expect(app.serverJSON() == "null")
        }
    }
}
