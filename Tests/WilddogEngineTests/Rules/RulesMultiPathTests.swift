import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// Multi-path updates are judged as one atomic write.
@Suite struct RulesMultiPathTests {
    static let rules = try! SecurityRules(json: """
        {"rules": {
          "users": {"$uid": {".write": "$uid === auth.uid", ".validate": "newData.hasChildren(['name'])"}},
          "names": {"$name": {
            ".write": "auth != null && !data.exists()",
            ".validate": "newData.val() === auth.uid && newData.parent().parent().child('users/' + auth.uid + '/name').val() === $name"
          }}
        }}
        """)

    @Test func allPathsAllowedIsAllowed() {
        let update: [Path: Node] = ["users/alice/name": makeNode(#""ally""#), "names/ally": makeNode(#""alice""#)]
        #expect(Self.rules.canWrite(changes: update, root: .empty, auth: RulesTestAuth.alice, now: 0) == .allowed)
    }

    @Test func oneWriteDenialDeniesAll() {
        let update: [Path: Node] = [
            "users/alice/name": makeNode(#""ally""#), "names/ally": makeNode(#""alice""#), "users/bob/name": makeNode(#""x""#),
        ]
        let denial = Self.rules.canWrite(changes: update, root: .empty, auth: RulesTestAuth.alice, now: 0).denial
        #expect(denial == RulesDenial(kind: .write, path: "users/bob/name", rulePath: nil, detail: nil))
    }

    @Test func oneValidationFailureDeniesAll() {
        // The name index must agree with the profile written in the same update.
        let update: [Path: Node] = ["users/alice/name": makeNode(#""ally""#), "names/other": makeNode(#""alice""#)]
        let denial = Self.rules.canWrite(changes: update, root: .empty, auth: RulesTestAuth.alice, now: 0).denial
        #expect(denial?.kind == .validate)
        #expect(denial?.path == "names/other")
        // Alone, the index entry fails: the profile does not carry that name yet.
        #expect(!Self.rules.canWrite("names/ally", newNode: makeNode(#""alice""#), root: .empty, auth: RulesTestAuth.alice, now: 0).isAllowed)
    }

    /// A root `.write` decides a multi-path write once: granting grants every path; denying
    /// or failing leaves each path to the rules below, and a failure's message reaches the
    /// denial (as when each path was asked on its own).
    @Test func aRootWriteRuleDecidesEveryPath() throws {
        let update: [Path: Node] = ["a/x": makeNode("1"), "b/y": makeNode("2"), "c": makeNode("3")]
        let granting = try makeRules(#"{"rules": {".write": "newData.child('c').val() === 3", "a": {".write": false}}}"#)
        #expect(granting.canWrite(changes: update, root: .empty, auth: nil, now: 0) == .allowed)
        let below = try makeRules(#"{"rules": {".write": "newData.child('c').val() === 4", "a": {".write": true}, "b": {".write": true}}}"#)
        #expect(below.canWrite(changes: update, root: .empty, auth: nil, now: 0).denial?.path == "c")
        let failing = try makeRules(#"{"rules": {".write": "newData.child('c').val().length > 0", "a": {".write": true}}}"#)
        // "c" (shortest path, first) has no rule of its own: denied with the root rule's error.
        let denial = failing.canWrite(changes: update, root: .empty, auth: nil, now: 0).denial
        #expect(denial?.path == "c")
        #expect(denial?.detail == "/rules/.write: No such property 'length' on a number.")
    }

    @Test func everyRuleSeesAllChanges() throws {
        let rules = try makeRules(#"{"rules": {"a": {".write": "newData.val() == newData.parent().child('b').val()"}, "b": {".write": true}}}"#)
        let data = makeNode(#"{"a": 1, "b": 1}"#)
        #expect(rules.canWrite(changes: ["a": makeNode("2"), "b": makeNode("2")], root: data, auth: nil, now: 0) == .allowed)
        #expect(!rules.canWrite(changes: ["a": makeNode("2")], root: data, auth: nil, now: 0).isAllowed)
        #expect(!rules.canWrite(changes: ["a": makeNode("2"), "b": makeNode("3")], root: data, auth: nil, now: 0).isAllowed)
    }

    @Test func sharedAncestorsAreValidatedOnce() throws {
        // The ancestor rule needs both children to agree; either order of paths gives one verdict.
        let rules = try makeRules(#"{"rules": {".write": true, "pair": {".validate": "newData.child('x').val() == newData.child('y').val()"}}}"#)
        let data = makeNode(#"{"pair": {"x": 1, "y": 1}}"#)
        #expect(rules.canWrite(changes: ["pair/x": makeNode("2"), "pair/y": makeNode("2")], root: data, auth: nil, now: 0) == .allowed)
        let denial = rules.canWrite(changes: ["pair/y": makeNode("2")], root: data, auth: nil, now: 0).denial
        #expect(denial?.path == "pair")
    }

    @Test func anEmptyUpdateIsAllowedWithoutGrants() throws {
        let rules = try makeRules(#"{"rules": {}}"#)
        #expect(rules.canWrite(changes: [:], root: .empty, auth: nil, now: 0) == .allowed)
    }

    @Test func deletesInAnUpdateNeedWriteButNotValidate() throws {
        let rules = try makeRules(#"{"rules": {"$k": {".write": "auth != null", ".validate": "newData.isNumber()"}}}"#)
        let data = makeNode(#"{"a": 1, "b": 2}"#)
        #expect(rules.canWrite(changes: ["a": .empty, "b": makeNode("3")], root: data, auth: RulesTestAuth.bob, now: 0) == .allowed)
        #expect(!rules.canWrite(changes: ["a": .empty, "b": makeNode("3")], root: data, auth: nil, now: 0).isAllowed)
        #expect(!rules.canWrite(changes: ["a": .empty, "b": makeNode("\"x\"")], root: data, auth: RulesTestAuth.bob, now: 0).isAllowed)
    }
}
