import Testing
@testable import WilddogEngine

/// `.read`: grants cascade down, are never revoked below, and are not filters.
@Suite struct RulesReadTests {
    static let data = makeNode("""
        {
          "open": {"x": {"y": 1}},
          "users": {"alice": {"name": "Alice"}, "bob": {"name": "Bob"}, "secret": "s"},
          "docs": {"d1": {"public": true, "text": "hi"}, "d2": {"public": false}},
          "admins": {"carol": true}
        }
        """)

    @Test func grantsCascadeToEveryDescendant() throws {
        let rules = try makeRules(#"{"rules": {"open": {".read": true}}}"#)
        for path: Path in ["open", "open/x", "open/x/y", "open/x/y/z/deeper"] {
            #expect(rules.canRead(path, root: Self.data, auth: nil, now: 0), "\(path)")
        }
        #expect(!rules.canRead(.root, root: Self.data, auth: nil, now: 0))
        #expect(!rules.canRead("users", root: Self.data, auth: nil, now: 0))
    }

    @Test func aGrantAboveCannotBeRevokedBelow() throws {
        let rules = try makeRules(#"{"rules": {"open": {".read": true, "x": {".read": false, "y": {".read": false}}}}}"#)
        #expect(rules.canRead("open/x", root: Self.data, auth: nil, now: 0))
        #expect(rules.canRead("open/x/y", root: Self.data, auth: nil, now: 0))
    }

    @Test func rulesAreNotFilters() throws {
        let rules = try makeRules(#"{"rules": {"users": {"alice": {".read": true}, "bob": {".read": true}}}}"#)
        #expect(rules.canRead("users/alice", root: Self.data, auth: nil, now: 0))
        // Every child is readable, but nothing grants the parent.
        #expect(!rules.canRead("users", root: Self.data, auth: nil, now: 0))
        #expect(!rules.canRead(.root, root: Self.data, auth: nil, now: 0))
    }

    @Test func namedChildTakesPrecedenceOverTheWildcard() throws {
        let rules = try makeRules("""
            {"rules": {"users": {
              "$uid": {".read": "auth != null"},
              "secret": {".read": "auth.uid == 'carol'"}
            }}}
            """)
        #expect(rules.canRead("users/bob", root: Self.data, auth: RulesTestAuth.alice, now: 0))
        #expect(!rules.canRead("users/secret", root: Self.data, auth: RulesTestAuth.alice, now: 0))
        #expect(rules.canRead("users/secret", root: Self.data, auth: RulesTestAuth.moderator, now: 0))
    }

    @Test func wildcardCapturesTheKey() throws {
        let rules = try makeRules(#"{"rules": {"users": {"$uid": {".read": "$uid === auth.uid"}}}}"#)
        #expect(rules.canRead("users/alice", root: Self.data, auth: RulesTestAuth.alice, now: 0))
        #expect(rules.canRead("users/alice/name", root: Self.data, auth: RulesTestAuth.alice, now: 0))
        #expect(!rules.canRead("users/bob", root: Self.data, auth: RulesTestAuth.alice, now: 0))
        #expect(!rules.canRead("users/alice", root: Self.data, auth: nil, now: 0))
        #expect(!rules.canRead("users", root: Self.data, auth: RulesTestAuth.alice, now: 0))
    }

    @Test func nestedWildcardsCaptureEachLevel() throws {
        let rules = try makeRules(#"{"rules": {"$a": {"$b": {".read": "$a + '/' + $b == 'docs/d1'"}}}}"#)
        #expect(rules.canRead("docs/d1", root: Self.data, auth: nil, now: 0))
        #expect(rules.canRead("docs/d1/text", root: Self.data, auth: nil, now: 0))
        #expect(!rules.canRead("docs/d2", root: Self.data, auth: nil, now: 0))
    }

    @Test func dataIsTheRuleLocationAndRootIsTheDatabase() throws {
        let rules = try makeRules("""
            {"rules": {
              "docs": {"$doc": {".read": "data.child('public').val() === true"}},
              "users": {".read": "root.child('admins').hasChild(auth.uid)"}
            }}
            """)
        #expect(rules.canRead("docs/d1", root: Self.data, auth: nil, now: 0))
        #expect(rules.canRead("docs/d1/text", root: Self.data, auth: nil, now: 0))
        #expect(!rules.canRead("docs/d2", root: Self.data, auth: nil, now: 0))
        #expect(!rules.canRead("docs/d3", root: Self.data, auth: nil, now: 0))
        #expect(rules.canRead("users", root: Self.data, auth: RulesTestAuth.moderator, now: 0))
        #expect(!rules.canRead("users", root: Self.data, auth: RulesTestAuth.alice, now: 0))
    }

    @Test func anAncestorEvaluationErrorDoesNotStopTheCascade() throws {
        let rules = try makeRules(#"{"rules": {"users": {".read": "auth.uid == 'carol'", "bob": {".read": true}}}}"#)
        let decision = rules.checkRead("users/bob", root: Self.data, auth: nil, now: 0)
        #expect(decision == .allowed)
        let denied = rules.checkRead("users/alice", root: Self.data, auth: nil, now: 0)
        let denial = try #require(denied.denial)
        #expect(denial.kind == .read)
        #expect(denial.path == "users/alice")
        #expect(denial.rulePath == nil)
        #expect(denial.detail == "/rules/users/.read: Cannot read property 'uid' of null.")
        #expect(denied.description == "denied: no .read rule grants access at /users/alice (/rules/users/.read: Cannot read property 'uid' of null.)")
    }

    @Test func readingAPriorityIsReadingItsNode() throws {
        let rules = try makeRules(#"{"rules": {"open": {"x": {".read": true}}}}"#)
        #expect(rules.canRead("open/x/.priority", root: Self.data, auth: nil, now: 0))
        #expect(!rules.canRead("open/.priority", root: Self.data, auth: nil, now: 0))
    }

    @Test func nowIsAvailableToReadRules() throws {
        let rules = try makeRules(#"{"rules": {".read": "now < 2000"}}"#)
        #expect(rules.canRead("a", root: .empty, auth: nil, now: 1999))
        #expect(!rules.canRead("a", root: .empty, auth: nil, now: 2000))
    }
}
