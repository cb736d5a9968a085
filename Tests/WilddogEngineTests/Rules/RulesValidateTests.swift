import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// `.validate`: never cascades, runs on ancestors, the written node and everything below it,
/// and is skipped for deleted (null) data.
@Suite struct RulesValidateTests {
    static let rules = try! SecurityRules(json: """
        {"rules": {
          ".write": true,
          "users": {
            "$uid": {
              ".validate": "newData.hasChildren(['name', 'age'])",
              "name": {".validate": "newData.isString() && newData.val().length > 0"},
              "age": {".validate": "newData.isNumber() && newData.val() >= 0"},
              "email": {".validate": "newData.val().matches(/^[^@]+@[^@]+\\\\.[a-z]+$/)"},
              "$other": {".validate": false}
            }
          }
        }}
        """)
    static let data = makeNode(#"{"users": {"alice": {"name": "Alice", "age": 30}}}"#)

    private func decision(_ path: Path, _ json: String) -> RulesDecision {
        Self.rules.canWrite(path, newNode: json == "null" ? .empty : makeNode(json), root: Self.data, auth: nil, now: 0)
    }

    @Test func validWritesPass() {
        #expect(decision("users/bob", #"{"name": "Bob", "age": 4}"#) == .allowed)
        #expect(decision("users/bob", #"{"name": "Bob", "age": 4, "email": "b@x.org"}"#) == .allowed)
        #expect(decision("users/alice/age", "31") == .allowed)
        #expect(decision("users/alice/email", #""a@b.cn""#) == .allowed)
    }

    @Test func descendantsAreValidated() {
        let denial = decision("users/bob", #"{"name": 7, "age": 4}"#).denial
        #expect(denial == RulesDenial(kind: .validate, path: "users/bob/name", rulePath: "/rules/users/$uid/name/.validate", detail: nil))
        #expect(decision("users/bob", #"{"name": "Bob", "age": -1}"#).denial?.path == "users/bob/age")
        #expect(decision("users/bob", #"{"name": "Bob", "age": 1, "email": "nope"}"#).denial?.path == "users/bob/email")
        // A wildcard sibling catches every other key.
        let extra = decision("users/bob", #"{"name": "Bob", "age": 1, "nickname": "B"}"#).denial
        #expect(extra?.path == "users/bob/nickname")
        #expect(extra?.rulePath == "/rules/users/$uid/$other/.validate")
        // A whole tree written at the root is validated all the way down.
        #expect(Self.rules.canWrite(.root, newNode: makeNode(#"{"users": {"x": {"name": "", "age": 1}}}"#),
                                    root: .empty, auth: nil, now: 0).denial?.path == "users/x/name")
    }

    @Test func ancestorsAreValidatedWithTheMergedNewData() {
        // Writing one child of alice: the $uid rule sees alice with both children.
        #expect(decision("users/alice/name", #""Al""#) == .allowed)
        // A new user written one field at a time fails the ancestor's hasChildren.
        let denial = decision("users/carol/name", #""Carol""#).denial
        #expect(denial?.path == "users/carol")
        #expect(denial?.rulePath == "/rules/users/$uid/.validate")
    }

    @Test func validateDoesNotCascade() throws {
        let rules = try makeRules(#"{"rules": {".write": true, "items": {".validate": "newData.hasChildren()", "$id": {}}}}"#)
        // The items node has children after the write; the leaf below it is not held to the rule.
        #expect(rules.canWrite("items/a", newNode: makeNode("5"), root: .empty, auth: nil, now: 0) == .allowed)
        #expect(!rules.canWrite("items", newNode: makeNode("5"), root: .empty, auth: nil, now: 0).isAllowed)
    }

    @Test func deletesSkipValidation() {
        // Deleting a whole user: the $uid node and everything below become null.
        #expect(decision("users/alice", "null") == .allowed)
        #expect(decision("users", "null") == .allowed)
        #expect(decision(.root, "null") == .allowed)
        // Deleting one field validates what remains: the ancestor still exists and fails.
        #expect(decision("users/alice/age", "null").denial?.path == "users/alice")
        // Deleting a field that the ancestor does not require is fine.
        let withEmail = makeNode(#"{"users": {"alice": {"name": "Alice", "age": 30, "email": "not-valid-any-more"}}}"#)
        #expect(Self.rules.canWrite("users/alice/email", newNode: .empty, root: withEmail, auth: nil, now: 0) == .allowed)
    }

    @Test func existingInvalidSiblingsAreNotRevalidated() {
        // Only the written path and its ancestors are validated, not untouched siblings.
        let legacy = makeNode(#"{"users": {"alice": {"name": "Alice", "age": 30, "nickname": "old"}}}"#)
        #expect(Self.rules.canWrite("users/alice/age", newNode: makeNode("31"), root: legacy, auth: nil, now: 0) == .allowed)
    }

    @Test func validateCannotGrantAndWriteCannotSkipValidate() throws {
        let rules = try makeRules(#"{"rules": {"a": {".validate": true}, "b": {".write": true, ".validate": false}}}"#)
        #expect(rules.canWrite("a", newNode: makeNode("1"), root: .empty, auth: nil, now: 0).denial?.kind == .write)
        #expect(rules.canWrite("b", newNode: makeNode("1"), root: .empty, auth: nil, now: 0).denial?.kind == .validate)
        #expect(rules.canWrite("b", newNode: .empty, root: makeNode(#"{"b": 1}"#), auth: nil, now: 0) == .allowed)
    }

    @Test func rootValidateAppliesToEveryWrite() throws {
        let rules = try makeRules(#"{"rules": {".write": true, ".validate": "newData.hasChild('version')"}}"#)
        let data = makeNode(#"{"version": 1, "other": 2}"#)
        #expect(rules.canWrite("a/b", newNode: makeNode("1"), root: data, auth: nil, now: 0) == .allowed)
        #expect(rules.canWrite("a/b", newNode: makeNode("1"), root: .empty, auth: nil, now: 0).denial?.path == .root)
        #expect(rules.canWrite("version", newNode: .empty, root: data, auth: nil, now: 0).denial?.path == .root)
        // Deleting everything leaves a null root, which is not validated.
        #expect(rules.canWrite(.root, newNode: .empty, root: data, auth: nil, now: 0) == .allowed)
    }

    @Test func validateDeepBelowNestedWildcards() throws {
        let rules = try makeRules(#"{"rules": {".write": true, "$a": {"$b": {"c": {".validate": "newData.isString()"}}}}}"#)
        #expect(rules.canWrite(.root, newNode: makeNode(#"{"x": {"y": {"c": "ok", "d": 1}}}"#), root: .empty, auth: nil, now: 0) == .allowed)
        let denial = rules.canWrite(.root, newNode: makeNode(#"{"x": {"y": {"c": "ok"}, "z": {"c": 2}}}"#), root: .empty, auth: nil, now: 0).denial
        #expect(denial?.path == "x/z/c")
        #expect(denial?.rulePath == "/rules/$a/$b/c/.validate")
    }

    @Test func validateErrorsDenyWithDetail() throws {
        let rules = try makeRules(#"{"rules": {".write": true, "n": {".validate": "newData.val() > 0"}}}"#)
        let denial = rules.canWrite("n", newNode: makeNode("true"), root: .empty, auth: nil, now: 0).denial
        #expect(denial?.kind == .validate)
        #expect(denial?.detail?.contains("'>' only compares two numbers or two strings") == true)
        #expect(denial?.description.hasPrefix("/rules/n/.validate failed at /n (") == true)
    }
}
