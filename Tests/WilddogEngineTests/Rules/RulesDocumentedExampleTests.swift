import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// The rules examples of the Firebase/Wilddog security rules guides (the seeds in
/// /work/shared/seeds show none; their statements about rules are in `RulesSeedBehaviourTests`).
@Suite struct RulesDocumentedExampleTests {
    @Test func usersWriteOnlyTheirOwnNode() throws {
        let rules = try makeRules("""
            {
              "rules": {
                "users": {
                  "$user_id": {
                    // grants write access to the owner of this user account
                    // whose uid must exactly match the key ($user_id)
                    ".write": "$user_id === auth.uid"
                  }
                }
              }
            }
            """)
        #expect(rules.canWrite("users/alice", newNode: makeNode("1"), root: .empty, auth: RulesTestAuth.alice, now: 0).isAllowed)
        #expect(!rules.canWrite("users/alice", newNode: makeNode("1"), root: .empty, auth: RulesTestAuth.bob, now: 0).isAllowed)
        #expect(!rules.canRead("users/alice", root: .empty, auth: RulesTestAuth.alice, now: 0))
    }

    @Test func messagesNeedTextAndAPastTimestamp() throws {
        let rules = try makeRules("""
            {
              "rules": {
                "messages": {
                  "$message": {
                    ".write": true,
                    // only messages from the last ten minutes can be read
                    ".read": "data.child('timestamp').val() > (now - 600000)",
                    // new messages must have a string content and a number timestamp
                    ".validate": "newData.hasChildren(['content', 'timestamp']) && newData.child('content').isString() && newData.child('timestamp').isNumber()"
                  }
                }
              }
            }
            """)
        let now = 1_700_000_000_000.0
        let data = makeNode(#"{"messages": {"old": {"content": "a", "timestamp": 1699999000000}, "new": {"content": "b", "timestamp": 1699999500000}}}"#)
        #expect(!rules.canRead("messages/old", root: data, auth: nil, now: now))
        #expect(rules.canRead("messages/new", root: data, auth: nil, now: now))
        #expect(rules.canWrite("messages/m", newNode: makeNode(#"{"content": "x", "timestamp": {".sv": "timestamp"}}"#), root: data, auth: nil, now: now).isAllowed)
        #expect(!rules.canWrite("messages/m", newNode: makeNode(#"{"content": "x"}"#), root: data, auth: nil, now: now).isAllowed)
        #expect(!rules.canWrite("messages/m", newNode: makeNode(#"{"content": 1, "timestamp": 1}"#), root: data, auth: nil, now: now).isAllowed)
    }

    @Test func createAndDeleteButNoUpdates() throws {
        let rules = try makeRules(#"{"rules": {"$id": {".write": "!data.exists() || !newData.exists()"}}}"#)
        let data = makeNode(#"{"a": 1}"#)
        #expect(rules.canWrite("b", newNode: makeNode("1"), root: data, auth: nil, now: 0).isAllowed)
        #expect(rules.canWrite("a", newNode: .empty, root: data, auth: nil, now: 0).isAllowed)
        #expect(!rules.canWrite("a", newNode: makeNode("2"), root: data, auth: nil, now: 0).isAllowed)
    }

    @Test func shortStringsOnly() throws {
        let rules = try makeRules(#"{"rules": {".write": true, "foo": {".validate": "newData.isString() && newData.val().length < 100"}}}"#)
        #expect(rules.canWrite("foo", newNode: makeNode(#""short""#), root: .empty, auth: nil, now: 0).isAllowed)
        let long = "\"" + String(repeating: "x", count: 100) + "\""
        #expect(!rules.canWrite("foo", newNode: makeNode(long), root: .empty, auth: nil, now: 0).isAllowed)
        #expect(!rules.canWrite("foo", newNode: makeNode("5"), root: .empty, auth: nil, now: 0).isAllowed)
    }

    @Test func writesDependOnOtherData() throws {
        let rules = try makeRules("""
            {"rules": {"widget": {
              // a widget can have a title or color attribute
              "title": {".validate": true},
              "color": {".validate": true},
              // but no other child paths are allowed
              "$other": {".validate": false},
              // writes only while allowed, and never to read-only widgets
              ".write": "root.child('allow_writes').val() === true && !data.parent().child('readOnly').exists()"
            }}}
            """)
        let open = makeNode(#"{"allow_writes": true}"#)
        #expect(rules.canWrite("widget", newNode: makeNode(#"{"title": "T", "color": "red"}"#), root: open, auth: nil, now: 0).isAllowed)
        #expect(!rules.canWrite("widget", newNode: makeNode(#"{"title": "T", "size": 3}"#), root: open, auth: nil, now: 0).isAllowed)
        #expect(!rules.canWrite("widget", newNode: makeNode(#"{"title": "T"}"#), root: .empty, auth: nil, now: 0).isAllowed)
        let locked = makeNode(#"{"allow_writes": true, "readOnly": true}"#)
        #expect(!rules.canWrite("widget/title", newNode: makeNode(#""T""#), root: locked, auth: nil, now: 0).isAllowed)
    }

    @Test func usernamesAreValidatedWithARegex() throws {
        let rules = try makeRules(#"{"rules": {"users": {"$uid": {".write": "$uid === auth.uid", "username": {".validate": "newData.isString() && newData.val().matches(/^[a-z0-9_]{3,16}$/i)"}}}}}"#)
        #expect(rules.canWrite("users/alice/username", newNode: makeNode(#""Alice_1""#), root: .empty, auth: RulesTestAuth.alice, now: 0).isAllowed)
        #expect(!rules.canWrite("users/alice/username", newNode: makeNode(#""al""#), root: .empty, auth: RulesTestAuth.alice, now: 0).isAllowed)
        #expect(!rules.canWrite("users/alice/username", newNode: makeNode(#""alice smith""#), root: .empty, auth: RulesTestAuth.alice, now: 0).isAllowed)
    }

    @Test func customClaimsGateAnAdminArea() throws {
        let rules = try makeRules(#"{"rules": {"reports": {".read": "auth.token.role === 'moderator' || auth.token.admin === true"}}}"#)
        #expect(rules.canRead("reports", root: .empty, auth: RulesTestAuth.moderator, now: 0))
        #expect(!rules.canRead("reports", root: .empty, auth: RulesTestAuth.bob, now: 0))
        #expect(!rules.canRead("reports", root: .empty, auth: nil, now: 0))
        let claimed = AuthRulesAuth(uid: "d", provider: "custom", token: ["admin": .bool(true)], isAdmin: false)
        #expect(rules.canRead("reports", root: .empty, auth: claimed, now: 0))
    }
}
