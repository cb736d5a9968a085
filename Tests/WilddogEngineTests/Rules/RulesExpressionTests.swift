import Testing
@testable import WilddogEngine

/// Operators, literals and variables, evaluated outside the cascade.
@Suite struct RulesExpressionTests {
    /// Expressions that must evaluate to true (each would be false or an error if wrong).
    static let trueExpressions: [String] = [
        "true", "!false", "!!true", "true && true", "false || true", "!(true && false)",
        "1 == 1", "1 === 1.0", "'a' == 'a'", "'a' === \"a\"", "null == null", "true == true",
        "1 != 2", "1 !== '1'", "'1' != 1", "null != false", "null != 0", "null != ''",
        "1 < 2", "2 <= 2", "3 > 2", "3 >= 3", "-1 < 0", "'a' < 'b'", "'B' < 'a'", "'abc' > 'ab'", "'' < 'a'",
        "1 + 2 == 3", "5 - 7 == -2", "2 * 3.5 == 7", "7 / 2 == 3.5", "7 % 3 == 1", "-7 % 3 == -1", "-(2 + 3) == -5",
        "'a' + 'b' == 'ab'", "'n' + 1 == 'n1'", "1 + 'n' == '1n'", "'x' + 1.5 == 'x1.5'", "1 + 2 + 'x' == '3x'",
        "2 + 3 * 4 == 14", "(2 + 3) * 4 == 20", "10 - 4 - 3 == 3", "100 / 10 / 5 == 2", "1e3 == 1000", "2.5e-1 == 0.25",
        "true ? true : false", "false ? false : true", "1 > 2 ? false : 2 > 1", "true ? false ? false : true : false",
        "!(false && data.val() > 1)", "true || data.val() > 1",
        "'abc'.length == 3", "''.length == 0", "'\\u00e9'.length == 1", "'😀'.length == 2",
        "'it\\'s' == \"it's\"", "'a\\nb'.length == 3", "'\\x41' == 'A'",
        "1 / 0 > 1000000", "!(0 / 0 == 0 / 0)", "!(0 / 0 < 1) && !(0 / 0 >= 1)",
        "now == 1000", "now > 999",
    ]

    @Test(arguments: trueExpressions)
    func evaluatesToTrue(_ expression: String) throws {
        #expect(try evaluateExpression(expression) == true)
        #expect(try evaluateExpression("!(\(expression))") == false)
    }

    /// UTF-16 code-unit order, not Swift's `String <`: U+FF5E sorts after U+1F600 in scalar
    /// order but before it by code units (U+1F600 is D83D DE00).
    @Test func stringComparisonUsesUTF16CodeUnits() throws {
        #expect(try evaluateExpression("'😀' < '～'") == true)
        #expect(try evaluateExpression("'e\\u0301' != '\\u00e9'") == true)
        #expect(try evaluateExpression("'é' > 'z'") == true)
    }

    @Test func equalityNeverCoerces() throws {
        for expression in ["1 == '1'", "0 == false", "'' == null", "1 == true", "'true' == true"] {
            #expect(try evaluateExpression(expression) == false, "\(expression)")
        }
    }

    /// Runtime type errors deny: the rule fails, and negating it does not make it pass.
    @Test(arguments: [
        "auth.uid == 'x'", "!(auth.uid == 'x')", "auth.token.x == 1",
        "data.val() < 1", "!(data.val() < 1)", "data.val() + 1 == 1", "-data.val() == 0",
        "data.val() && true", "!data.val()", "data.val() ? true : true",
        "data.val().length == 0", "data.val().contains('a')", "data.child('n').val().val() == 1",
        "data.child('s').val().exists()", "data.child('n').val() + data.child('b').val() == 1",
        "data.child('obj').val() < 1",
    ])
    func typeErrorsDenyWithoutCrashing(_ expression: String) throws {
        let data = makeNode(#"{"n": 1, "s": "str", "b": true, "obj": {"x": 1}}"#)
        #expect(try evaluateExpression(expression, data: data) == nil)
    }

    @Test func nonBooleanResultDenies() throws {
        let data = makeNode(#"{"n": 1, "s": "str", "b": true}"#)
        #expect(try evaluateExpression("data.child('n').val()", data: data) == nil)
        #expect(try evaluateExpression("data.child('s').val()", data: data) == nil)
        #expect(try evaluateExpression("data.child('missing').val()", data: data) == nil)
        #expect(try evaluateExpression("data.child('b').val() == true ? data.child('s').val() : true", data: data) == nil)
    }

    @Test func authVariable() throws {
        #expect(try evaluateExpression("auth == null") == true)
        #expect(try evaluateExpression("auth != null", auth: RulesTestAuth.alice) == true)
        #expect(try evaluateExpression("auth.uid == 'alice' && auth.provider == 'password'", auth: RulesTestAuth.alice) == true)
        #expect(try evaluateExpression("auth.token.email == 'alice@example.com'", auth: RulesTestAuth.alice) == true)
        #expect(try evaluateExpression("auth.token.email_verified == true", auth: RulesTestAuth.alice) == true)
        #expect(try evaluateExpression("auth.token.email_verified == true", auth: RulesTestAuth.bob) == false)
        #expect(try evaluateExpression("auth.token.level >= 3 && auth.token.role == 'moderator'", auth: RulesTestAuth.moderator) == true)
        #expect(try evaluateExpression("auth.token['role'] == 'moderator'", auth: RulesTestAuth.moderator) == true)
        #expect(try evaluateExpression("auth.token.groups[1] == 'b' && auth.token.groups.length == 2", auth: RulesTestAuth.moderator) == true)
        #expect(try evaluateExpression("auth.token.groups[7] == null", auth: RulesTestAuth.moderator) == true)
        #expect(try evaluateExpression("auth.token.profile.team == 'red'", auth: RulesTestAuth.moderator) == true)
        // A missing claim is null; reading below it is an error.
        #expect(try evaluateExpression("auth.token.missing == null", auth: RulesTestAuth.bob) == true)
        #expect(try evaluateExpression("auth.token.missing.deeper == null", auth: RulesTestAuth.bob) == nil)
        // Signed out: auth is null and reading a property of it is an error.
        #expect(try evaluateExpression("auth.uid == null") == nil)
        #expect(try evaluateExpression("auth == null || auth.uid == 'x'") == true)
        #expect(try evaluateExpression("auth != null && auth.uid == 'x'") == false)
    }

    @Test func wildcardCapturesAreStrings() throws {
        #expect(try evaluateExpression("$uid == 'alice'", captures: ["$uid": "alice"]) == true)
        #expect(try evaluateExpression("$uid === auth.uid", captures: ["$uid": "alice"], auth: RulesTestAuth.alice) == true)
        #expect(try evaluateExpression("$uid === auth.uid", captures: ["$uid": "alice"], auth: RulesTestAuth.bob) == false)
        #expect(try evaluateExpression("$n == '42' && $n != 42", captures: ["$n": "42"]) == true)
        #expect(try evaluateExpression("root.child('users/' + $uid).exists()",
                                       data: makeNode(#"{"users": {"alice": 1}}"#), captures: ["$uid": "alice"]) == true)
    }

    @Test func nowIsTheGivenServerTime() throws {
        #expect(try evaluateExpression("now == 1700000000000", now: 1_700_000_000_000) == true)
        #expect(try evaluateExpression("newData.val() <= now", newData: makeNode("5"), now: 10) == true)
        #expect(try evaluateExpression("newData.val() <= now", newData: makeNode("11"), now: 10) == false)
        // A pending server timestamp reads as now.
        #expect(try evaluateExpression("newData.val() == now && newData.isNumber()",
                                       newData: makeNode(#"{".sv": "timestamp"}"#), now: 42) == true)
    }
}
