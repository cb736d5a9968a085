import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// `.write` grants cascade like `.read`; `data` is before and `newData` after the write.
@Suite struct RulesWriteTests {
    static let data = makeNode(#"{"posts": {"p1": {"author": "alice", "text": "hi"}}, "counter": 5, "config": {"open": true}}"#)

    @Test func grantsCascadeAndCannotBeRevokedBelow() throws {
        let rules = try makeRules(#"{"rules": {"posts": {".write": true, "p1": {".write": false}}}}"#)
        #expect(rules.canWrite("posts/p1/text", newNode: makeNode("\"x\""), root: Self.data, auth: nil, now: 0) == .allowed)
        #expect(rules.canWrite("posts", newNode: .empty, root: Self.data, auth: nil, now: 0) == .allowed)
        let above = rules.canWrite(.root, newNode: .empty, root: Self.data, auth: nil, now: 0)
        #expect(above.denial == RulesDenial(kind: .write, path: .root, rulePath: nil, detail: nil))
    }

    @Test func aGrantBelowTheWrittenPathDoesNotAllowIt() throws {
        let rules = try makeRules(#"{"rules": {"posts": {"$id": {".write": true}}}}"#)
        #expect(rules.canWrite("posts/p2", newNode: makeNode("1"), root: Self.data, auth: nil, now: 0).isAllowed)
        #expect(!rules.canWrite("posts", newNode: makeNode(#"{"p2": 1}"#), root: Self.data, auth: nil, now: 0).isAllowed)
    }

    @Test func ownerOnlyWritesThroughWildcardCapture() throws {
        let rules = try makeRules(#"{"rules": {"users": {"$uid": {".write": "$uid === auth.uid"}}}}"#)
        let value = makeNode(#"{"name": "A"}"#)
        #expect(rules.canWrite("users/alice", newNode: value, root: .empty, auth: RulesTestAuth.alice, now: 0).isAllowed)
        #expect(rules.canWrite("users/alice/name", newNode: value, root: .empty, auth: RulesTestAuth.alice, now: 0).isAllowed)
        #expect(!rules.canWrite("users/bob", newNode: value, root: .empty, auth: RulesTestAuth.alice, now: 0).isAllowed)
        #expect(!rules.canWrite("users/alice", newNode: value, root: .empty, auth: nil, now: 0).isAllowed)
    }

    @Test func writeOnceWithNotDataExists() throws {
        let rules = try makeRules(#"{"rules": {"posts": {"$id": {".write": "!data.exists()"}}}}"#)
        #expect(rules.canWrite("posts/p2", newNode: makeNode("1"), root: Self.data, auth: nil, now: 0).isAllowed)
        #expect(!rules.canWrite("posts/p1", newNode: makeNode("1"), root: Self.data, auth: nil, now: 0).isAllowed)
        #expect(!rules.canWrite("posts/p1", newNode: .empty, root: Self.data, auth: nil, now: 0).isAllowed)
        // `data` is the rule's location, so a write below an existing post is denied too.
        #expect(!rules.canWrite("posts/p1/text", newNode: makeNode("\"x\""), root: Self.data, auth: nil, now: 0).isAllowed)
    }

    @Test func newDataComparedWithData() throws {
        let rules = try makeRules(#"{"rules": {"counter": {".write": "newData.isNumber() && newData.val() == data.val() + 1"}}}"#)
        #expect(rules.canWrite("counter", newNode: makeNode("6"), root: Self.data, auth: nil, now: 0).isAllowed)
        #expect(!rules.canWrite("counter", newNode: makeNode("7"), root: Self.data, auth: nil, now: 0).isAllowed)
        #expect(!rules.canWrite("counter", newNode: makeNode("\"6\""), root: Self.data, auth: nil, now: 0).isAllowed)
    }

    @Test func ancestorWriteRulesSeeTheMergedNewData() throws {
        let rules = try makeRules(#"{"rules": {"posts": {"$id": {".write": "newData.child('author').val() == auth.uid"}}}}"#)
        #expect(rules.canWrite("posts/p1/text", newNode: makeNode("\"edited\""), root: Self.data, auth: RulesTestAuth.alice, now: 0).isAllowed)
        #expect(!rules.canWrite("posts/p1/text", newNode: makeNode("\"edited\""), root: Self.data, auth: RulesTestAuth.bob, now: 0).isAllowed)
        #expect(!rules.canWrite("posts/p1/author", newNode: makeNode("\"bob\""), root: Self.data, auth: RulesTestAuth.alice, now: 0).isAllowed)
        #expect(rules.canWrite("posts/p1/author", newNode: makeNode("\"bob\""), root: Self.data, auth: RulesTestAuth.bob, now: 0).isAllowed)
    }

    @Test func rootVariableIsTheDataBeforeTheWrite() throws {
        let rules = try makeRules(#"{"rules": {"posts": {".write": "root.child('config/open').val() == true && !newData.parent().child('config/open').exists()"}}}"#)
        #expect(!rules.canWrite("posts/p9", newNode: makeNode("1"), root: Self.data, auth: nil, now: 0).isAllowed)
        let update: [Path: Node] = ["posts/p9": makeNode("1"), "config/open": .empty]
        let everything = try makeRules(#"{"rules": {"config": {".write": true}, "posts": {".write": "root.child('config/open').val() == true && !newData.parent().child('config/open').exists()"}}}"#)
        #expect(everything.canWrite(changes: update, root: Self.data, auth: nil, now: 0).isAllowed)
        #expect(!rules.canWrite(changes: update, root: Self.data, auth: nil, now: 0).isAllowed)
    }

    @Test func serverTimestampsReadAsNow() throws {
        let rules = try makeRules(#"{"rules": {"$msg": {".write": true, "at": {".validate": "newData.val() == now"}}}}"#)
        let pending = makeNode(#"{"at": {".sv": "timestamp"}}"#)
        #expect(rules.canWrite("m1", newNode: pending, root: .empty, auth: nil, now: 77).isAllowed)
        #expect(rules.canWrite("m1", newNode: makeNode(#"{"at": 77}"#), root: .empty, auth: nil, now: 77).isAllowed)
        #expect(!rules.canWrite("m1", newNode: makeNode(#"{"at": 76}"#), root: .empty, auth: nil, now: 77).isAllowed)
    }

    @Test func typeErrorsInWriteRulesDeny() throws {
        let rules = try makeRules(#"{"rules": {"n": {".write": "newData.val() > 0"}}}"#)
        #expect(rules.canWrite("n", newNode: makeNode("1"), root: .empty, auth: nil, now: 0).isAllowed)
        let decision = rules.canWrite("n", newNode: makeNode("\"text\""), root: .empty, auth: nil, now: 0)
        #expect(decision.denial?.detail?.contains("only compares two numbers or two strings") == true)
        #expect(!rules.canWrite("n", newNode: makeNode(#"{"a": 1}"#), root: .empty, auth: nil, now: 0).isAllowed)
        #expect(!rules.canWrite("n", newNode: .empty, root: .empty, auth: nil, now: 0).isAllowed)
    }

    @Test func priorityWritesAreWritesOfTheirNode() throws {
        let rules = try makeRules("""
            {"rules": {"items": {"$id": {
              ".write": "auth != null",
              ".validate": "newData.getPriority() == null || newData.getPriority() < 100",
              "label": {".validate": false}
            }}}}
            """)
        let data = makeNode(#"{"items": {"i1": {"label": "L"}}}"#)
        // The priority write does not re-validate the existing children below it.
        #expect(rules.canWrite("items/i1/.priority", newNode: makeNode("5"), root: data, auth: RulesTestAuth.bob, now: 0).isAllowed)
        let tooHigh = rules.canWrite("items/i1/.priority", newNode: makeNode("500"), root: data, auth: RulesTestAuth.bob, now: 0)
        #expect(tooHigh.denial?.rulePath == "/rules/items/$id/.validate")
        #expect(tooHigh.denial?.path == "items/i1")
        #expect(!rules.canWrite("items/i1/.priority", newNode: makeNode("5"), root: data, auth: nil, now: 0).isAllowed)
    }

    @Test func adminBypassesWriteAndValidate() throws {
        let rules = try makeRules(#"{"rules": {".write": false, "a": {".validate": false}}}"#)
        #expect(rules.canWrite("a", newNode: makeNode("1"), root: .empty, auth: RulesTestAuth.admin, now: 0) == .allowed)
        #expect(!rules.canWrite("a", newNode: makeNode("1"), root: .empty, auth: RulesTestAuth.moderator, now: 0).isAllowed)
    }
}
