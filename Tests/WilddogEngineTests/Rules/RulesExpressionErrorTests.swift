import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// Expressions rejected when the rules are set, with the offset the error points at.
@Suite struct RulesExpressionErrorTests {
    /// (expression, the text the error must point at, a fragment of the message).
    static let cases: [(expression: String, marker: String, message: String)] = [
        // Syntax
        ("", "", "Empty expression"),
        ("auth != null &&", "", "expected a value"),
        ("(auth != null", "", "Expected ')'"),
        ("auth = null", "= null", "Assignment is not allowed"),
        ("true & false", "& false", "use '&&'"),
        ("true | false", "| false", "use '||'"),
        ("true false", "false", "expected an operator"),
        ("'abc", "'abc", "Unterminated string"),
        ("data.exists() #", "#", "Unexpected character '#'"),
        ("data.", "", "Expected a property or method name"),
        ("true ? true", "", "Expected ':'"),
        ("data.child('a'", "", "Expected ')'"),
        ("[1, 2", "", "Expected ']'"),
        ("+1 == 1", "+1", "Unary '+'"),
        ("12abc == 1", "12abc", "Invalid number"),
        ("'a'.matches(/abc)", "/abc)", "Unterminated regular expression"),
        ("'a'.matches(/(/)", "/(/", "Invalid regular expression"),
        ("'a'.matches(/a/g)", "/a/g", "Unsupported regular expression flag 'g'"),
        ("'a'.matches(/a/ii)", "/a/ii", "Duplicate regular expression flag"),
        // Names
        ("user != null", "user", "Unknown variable 'user'"),
        ("$uid == auth.uid", "$uid", "no such $wildcard"),
        ("data.exits()", "exits", "Unknown method 'exits'"),
        ("auth.uid.size() == 1", "size", "Unknown method 'size'"),
        ("exists()", "exists", "Unknown variable 'exists'"),
        ("(data)()", "()", "Only methods can be called"),
        // Argument counts
        ("data.child() != null", "child", "child() takes 1 argument, but 0 were given"),
        ("data.val(1) == 1", "val", "val() takes 0 arguments, but 1 were given"),
        ("data.hasChildren(['a'], ['b'])", "hasChildren", "takes 0 or 1 arguments"),
        ("'a'.replace('a') == 'b'", "replace", "replace() takes 2 arguments"),
        ("'a'.matches() ", "matches", "matches() takes 1 argument"),
        // Types known at parse time
        ("data + 1 == 2", "+ 1", "'+' only operates on numbers and strings"),
        ("data == null", "== null", "cannot compare snapshots"),
        ("'abc'.val() == 1", "val", "val() is a snapshot method; it cannot be called on a string"),
        ("auth.uid.exists()", "exists", "exists() is a snapshot method; it cannot be called on a string"),
        ("auth.provider.val() == 1", "val", "cannot be called on a string"),
        ("data.contains('a')", "contains", "contains() is a string method; it cannot be called on a snapshot"),
        ("now.length == 1", "length", "Cannot read property 'length' of a number"),
        ("data.exists", "exists", "No such property 'exists' on a snapshot; call it as exists()"),
        ("data.name == 'x'", "name", "No such property 'name' on a snapshot; use child('name')"),
        ("'abc'.size == 3", "size", "No such property 'size' on a string"),
        ("'abc'.length() == 3", "length", "Unknown method 'length'"),
        ("'a'.matches('a')", "'a')", "matches() expects a regular expression literal"),
        ("data.child(1).exists()", "1)", "child() expects a string"),
        ("data.hasChildren('a')", "'a'", "hasChildren() expects an array of strings, not a string"),
        ("data.hasChildren([1])", "1]", "Array elements must be strings"),
        ("!'a'", "!", "'!' only operates on booleans"),
        ("-'a' == 1", "-", "'-' only operates on numbers"),
        ("'a' - 1 == 1", "- 1", "only operates on numbers"),
        ("1 && true", "&& true", "only operates on booleans"),
        ("1 < 'a'", "< 'a'", "only compares two numbers or two strings"),
        ("true < false", "< false", "only compares"),
        ("null + 1 == 1", "+ 1", "numbers and strings"),
        ("1 ? true : false", "1", "condition of '?:' must be a boolean"),
        ("/a/ == 1", "== 1", "cannot compare"),
        ("now[1] == 1", "[1]", "Cannot index a number"),
        // The result must be able to be a boolean
        ("1 + 2", "1", "must evaluate to a boolean, not a number"),
        ("(1 + 2) * 3", "1", "must evaluate to a boolean, not a number"),
        ("'yes'", "'yes'", "not a string"),
        ("data", "data", "not a snapshot"),
        ("data.child('x')", "data", "not a snapshot"),
        ("null", "null", "not null"),
        ("auth", "auth", "not the auth object"),
        ("'a'.replace('a', 'b')", "'a'", "not a string"),
    ]

    @Test(arguments: 0..<cases.count)
    func rejected(_ index: Int) {
        let (expression, marker, message) = Self.cases[index]
        guard let error = expressionError(expression) else {
            Issue.record("\(expression) parsed")
            return
        }
        let expected = marker.isEmpty ? expression.unicodeScalars.count : offset(of: marker, in: expression)
        #expect(error.offset == expected, "\(expression): \(error.message)")
        #expect(error.message.contains(message), "\(expression): \(error.message)")
    }

    @Test func readRulesHaveNoNewData() {
        #expect(expressionError("newData.exists()", allowsNewData: false)?.message.contains("newData") == true)
        #expect(expressionError("newData.exists()", allowsNewData: true) == nil)
        let error = parseError(#"{"rules": {"a": {".read": "data.exists() || newData.exists()"}}}"#)
        #expect(error?.rulePath == "/rules/a/.read")
        #expect(error?.location == RulesSourceLocation(line: 1, column: 45))
    }

    @Test func wildcardsAreInScopeOnlyBelowTheirLevel() throws {
        _ = try makeRules(#"{"rules": {"$a": {"$b": {".write": "$a != $b"}}}}"#)
        let text = #"{"rules": {"$a": {".write": "$b == $a"}, "x": {"$b": {}}}}"#
        let error = parseError(text)
        #expect(error?.message.contains("'$b'") == true)
        #expect(error?.location == position(of: "$b ==", in: text))
    }

    @Test func deeplyNestedExpressionsAreRejectedNotOverflowed() {
        let nested = String(repeating: "(", count: 500) + "true" + String(repeating: ")", count: 500)
        #expect(expressionError(nested)?.message.contains("nested too deeply") == true)
        let negations = String(repeating: "!", count: 500) + "true"
        #expect(expressionError(negations)?.message.contains("nested too deeply") == true)
        let chain = Array(repeating: "true", count: 500).joined(separator: " && ")
        #expect(expressionError(chain)?.message.contains("nested too deeply") == true)
        let deepJSON = String(repeating: "{\"a\":", count: 300) + "{}" + String(repeating: "}", count: 300)
        #expect(parseError(deepJSON)?.message.contains("nested too deeply") == true)
    }

    @Test func moderateExpressionsStillParse() {
        let chain = Array(repeating: "auth != null", count: 60).joined(separator: " && ")
        #expect(expressionError(chain) == nil)
        let nested = String(repeating: "(", count: 50) + "true" + String(repeating: ")", count: 50)
        #expect(expressionError(nested) == nil)
    }

    private func offset(of marker: String, in text: String) -> Int {
        guard let range = text.range(of: marker) else { fatalError("marker \(marker) not in \(text)") }
        return text[..<range.lowerBound].unicodeScalars.count
    }
}
