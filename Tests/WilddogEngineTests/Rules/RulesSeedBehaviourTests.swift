import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// The seeds' statements about rules: a client can lose read permission because of rule
/// expressions or data (seed 001: cancelBlock "导致失去读取权限的原因包括：规则表达式限制，数据限制"),
/// and writes made under old rules can fail after the rules change (seed 000: "因安全规则的改变造成写入数据失败").
@Suite struct RulesSeedBehaviourTests {
    @Test func readPermissionIsLostWhenTheDataChanges() throws {
        let rules = try makeRules(#"{"rules": {"rooms": {"$room": {".read": "data.child('members').hasChild(auth.uid)"}}}}"#)
        let before = makeNode(#"{"rooms": {"r1": {"members": {"alice": true, "bob": true}}}}"#)
        let after = makeNode(#"{"rooms": {"r1": {"members": {"alice": true}}}}"#)
        #expect(rules.canRead("rooms/r1", root: before, auth: RulesTestAuth.bob, now: 0))
        #expect(!rules.canRead("rooms/r1", root: after, auth: RulesTestAuth.bob, now: 0))
        #expect(rules.canRead("rooms/r1", root: after, auth: RulesTestAuth.alice, now: 0))
    }

    @Test func readPermissionIsLostWhenSigningOut() throws {
        let rules = try makeRules(#"{"rules": {"feed": {".read": "auth != null"}}}"#)
        #expect(rules.canRead("feed", root: .empty, auth: RulesTestAuth.bob, now: 0))
        #expect(!rules.canRead("feed", root: .empty, auth: nil, now: 0))
    }

    @Test func aWriteAllowedByOldRulesFailsUnderNewRules() throws {
        let old = try makeRules(#"{"rules": {".read": true, ".write": true}}"#)
        let new = try makeRules(#"{"rules": {".read": true, "posts": {"$id": {".write": "auth != null"}}}}"#)
        let write: (SecurityRules) -> RulesDecision = {
            $0.canWrite("posts/p1", newNode: makeNode(#""offline edit""#), root: .empty, auth: nil, now: 0)
        }
        #expect(write(old) == .allowed)
        #expect(write(new).denial?.kind == .write)
    }
}
