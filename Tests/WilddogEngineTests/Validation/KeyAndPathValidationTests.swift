import Foundation
import Testing
@testable import WilddogEngine

/// Keys, path strings, root paths, writable paths and update paths, SEMANTICS.md §8.1, §8.2, §8.6.
@Suite struct KeyAndPathValidationTests {
    static let validKeys: [String] = [
        "a", "-", "0", "-0", "a b", "a-b_c", "\u{E9}", "e\u{301}", "\u{1F600}", "\u{80}", "\u{9F}", "~!@%^&*()+=",
        "'\"\\", "?", ":", ",", ";", "<>", "{}", "|", "`", String(repeating: "k", count: 768),
    ]

    /// Invalid keys: empty, each forbidden character, ASCII control characters U+0000–U+001F and U+007F.
    static let invalidKeys: [String] = ["", ".", "$", "#", "[", "]", "/", "a.b", "a$", "#a", "a[0]", "a/b",
                                        ".priority", ".value", ".sv", "..", "/a", "a/"]
        + (Array(0x00...0x1F) + [0x7F]).map { "x" + String(UnicodeScalar(UInt8($0))) }

    @Test(arguments: validKeys)
    func validKeysAreAccepted(_ key: String) throws {
        #expect(Validation.isValidKey(key))
        try Validation.validateKey(key, method: "child")
    }

    @Test(arguments: invalidKeys)
    func invalidKeysAreRejectedWithTheSDKMessage(_ key: String) {
        #expect(!Validation.isValidKey(key))
        #expect(throws: ValidationError("child failed: key argument was an invalid key = \"\(key)\".  Wilddog keys must be "
            + "non-empty strings and can't contain \".\", \"#\", \"$\", \"/\", \"[\", or \"]\" or control characters.")) {
            try Validation.validateKey(key, method: "child")
        }
    }

    @Test func keyMessageNamesMethodAndArgument() {
        #expect(validationMessage { try Validation.validateKey("a.b", method: "queryStartingAtValue:childKey:", argument: "childKey") }
            == "queryStartingAtValue:childKey: failed: childKey argument was an invalid key = \"a.b\".  Wilddog keys "
            + "must be non-empty strings and can't contain \".\", \"#\", \"$\", \"/\", \"[\", or \"]\" or control characters.")
    }

    // MARK: Path strings (§8.2)

    static let validPaths: [String] = ["a", "a/b", "/a", "a/", "/", "//a//b//", "a/-/0", "users/\u{E9}/\u{1F600}"]
    static let invalidPaths: [String] = ["", "a.b", "a/.b", "a/b.", "$a", "a/#", "a[1]", "]", "a\u{0}b", "a/\u{1F}", "\u{7F}",
                                         ".info", "a/.info"]

    @Test(arguments: validPaths)
    func validPathStringsAllowSlashes(_ path: String) throws {
        #expect(Validation.isValidPathString(path))
        try Validation.validatePathString(path, method: "child")
    }

    @Test(arguments: invalidPaths)
    func invalidPathStringsAreRejectedWithTheSDKMessage(_ path: String) {
        #expect(!Validation.isValidPathString(path))
        #expect(throws: ValidationError("child failed: path argument was an invalid path = \"\(path)\". Paths must be "
            + "non-empty strings and can't contain \".\", \"#\", \"$\", \"[\", or \"]\" or control characters.")) {
            try Validation.validatePathString(path, method: "child")
        }
    }

    /// Root paths may start with `/.info` (readable); anything else follows the path rule.
    static let rootPathTable: [(path: String, valid: Bool)] = [
        ("/.info", true), (".info", true), ("/.info/", true), ("/.info/connected", true), ("//.info/serverTimeOffset", true),
        (".info/a/b", true), ("/", true), ("a/b", true), ("/a", true),
        (".infox", false), ("/.info.x", false), ("/.info/.x", false), ("a/.info", false), ("/.info/a.b", false),
        ("/.inf", false), ("x/.info/y", false), ("/.info/$", false),
        // Both SDKs reject the empty string (JS isValidPathString, iOS validRootPathString).
        ("", false),
    ]

    @Test(arguments: rootPathTable)
    func rootPathsMayStartWithInfo(path: String, valid: Bool) {
        #expect(Validation.isValidRootPathString(path) == valid)
        let message = validationMessage { try Validation.validateRootPathString(path, method: "referenceWithPath") }
        if valid {
            #expect(message == nil)
        } else {
            #expect(message == "referenceWithPath failed: path argument was an invalid path = \"\(path)\". Paths must be "
                + "non-empty strings and can't contain \".\", \"#\", \"$\", \"[\", or \"]\" or control characters.")
        }
    }

    static let writablePathTable: [(path: String, writable: Bool)] = [
        ("/", true), ("a", true), ("a/.info", true), ("info", true), (".infox", true),
        (".info", false), ("/.info/connected", false), (".info/a/b", false),
    ]

    @Test(arguments: writablePathTable)
    func writesUnderInfoAreRejected(path: String, writable: Bool) {
        let message = validationMessage { try Validation.validateWritablePath(Path(path), method: "setValue") }
        #expect(message == (writable ? nil : "setValue failed: Can't modify data under /.info/"))
    }

    // MARK: Update paths (§8.6)

    static let mergePathTable: [(paths: [String], error: String?)] = [
        ([], nil),
        (["a", "b", "c/d"], nil),
        (["a/b", "a/c", "ab", "a0", "b/a"], nil),
        (["a/.priority", "a/b"], nil),
        ([".priority", "a"], nil),
        (["a", "a/.priority"], "update failed: values argument contains a path /a that is ancestor of another path /a/.priority"),
        (["1", "01", "001"], nil),
        (["\u{E9}", "e\u{301}"], nil),
        (["a", "a/b"], "update failed: values argument contains a path /a that is ancestor of another path /a/b"),
        (["a/b/c", "x", "a/b"], "update failed: values argument contains a path /a/b that is ancestor of another path /a/b/c"),
        (["z", "a/b/c/d", "a"], "update failed: values argument contains a path /a that is ancestor of another path /a/b/c/d"),
        (["a", "a/"], "update failed: values argument contains a path /a that is ancestor of another path /a"),
        (["", "a"], "update failed: values argument contains a path / that is ancestor of another path /a"),
        (["1", "1/x", "01"], "update failed: values argument contains a path /1 that is ancestor of another path /1/x"),
        (["a/.priority/b"], "update failed: values argument contains an invalid key (.priority) in path /a/.priority/b. "
            + "Keys must be non-empty strings and can't contain \".\", \"#\", \"$\", \"/\", \"[\", or \"]\""),
        (["ok", "a/b$c"], "update failed: values argument contains an invalid key (b$c) in path /a/b$c. "
            + "Keys must be non-empty strings and can't contain \".\", \"#\", \"$\", \"/\", \"[\", or \"]\""),
        (["a/b\u{7F}"], "update failed: values argument contains an invalid key (b\u{7F}) in path /a/b\u{7F}. "
            + "Keys must be non-empty strings and can't contain \".\", \"#\", \"$\", \"/\", \"[\", or \"]\""),
        (["a/[x]"], "update failed: values argument contains an invalid key ([x]) in path /a/[x]. "
            + "Keys must be non-empty strings and can't contain \".\", \"#\", \"$\", \"/\", \"[\", or \"]\""),
    ]

    @Test(arguments: mergePathTable)
    func updatePathsMustBeValidAndDisjoint(paths: [String], error: String?) {
        let message = validationMessage { try Validation.validateMergePaths(paths.map { Path($0) }, method: "update") }
        #expect(message == error)
    }

    @Test func anyOrderOfOverlappingUpdatePathsIsCaught() {
        // The check sorts the paths; every permutation must be caught, whatever the input order.
        let paths = ["b", "a/x/y", "c", "0", "a/x", "a/y"]
        var rng = SplitMix64(seed: 7)
        for _ in 0..<30 {
            let shuffled = paths.shuffled(using: &rng).map { Path($0) }
            #expect(validationMessage { try Validation.validateMergePaths(shuffled, method: "update") }
                == "update failed: values argument contains a path /a/x that is ancestor of another path /a/x/y")
        }
    }
}
