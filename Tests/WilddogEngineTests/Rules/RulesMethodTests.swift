import Testing
@testable import WilddogEngine

/// Snapshot and string methods.
@Suite struct RulesMethodTests {
    static let data = makeNode("""
        {
          "name": "Alice", "age": 30, "admin": true, "empty": "",
          "profile": {"city": "Paris", "tags": {"a": 1, "b": 2}, ".priority": 5},
          "ranked": {".value": "x", ".priority": "high"}
        }
        """)

    static let trueExpressions: [String] = [
        // val()
        "data.child('name').val() == 'Alice'", "data.child('age').val() == 30", "data.child('admin').val() == true",
        "data.child('missing').val() == null", "data.child('profile').val() != null",
        "data.child('profile').val() != 'x'", "data.child('profile/city').val() == 'Paris'",
        // child() with paths, and children of leaves
        "data.child('profile').child('tags/b').val() == 2", "data.child('name/x').val() == null",
        "!data.child('name').child('first').exists()", "data.child('profile/').child('/city').exists()",
        // parent()
        "data.child('profile/tags').parent().child('city').val() == 'Paris'",
        "data.child('a/b/c').parent().parent().parent().child('age').val() == 30",
        // exists()
        "data.exists()", "data.child('empty').exists()", "!data.child('nope').exists()",
        // hasChild / hasChildren
        "data.hasChild('name')", "data.hasChild('profile/tags/a')", "!data.hasChild('profile/tags/z')",
        "data.hasChildren()", "data.child('profile').hasChildren()", "!data.child('name').hasChildren()",
        "!data.child('missing').hasChildren()", "data.hasChildren(['name', 'age'])",
        "!data.hasChildren(['name', 'height'])", "data.hasChildren([])", "data.hasChildren(['profile/city'])",
        // isString / isNumber / isBoolean
        "data.child('name').isString()", "!data.child('age').isString()", "!data.child('profile').isString()",
        "data.child('age').isNumber()", "!data.child('name').isNumber()", "!data.child('missing').isNumber()",
        "data.child('admin').isBoolean()", "!data.child('age').isBoolean()",
        // getPriority()
        "data.child('profile').getPriority() == 5", "data.child('ranked').getPriority() == 'high'",
        "data.child('ranked').val() == 'x'", "data.child('name').getPriority() == null",
        "data.child('missing').getPriority() == null",
        // strings
        "'hello'.contains('ell')", "!'hello'.contains('xyz')", "'hello'.contains('')",
        "'hello'.beginsWith('he')", "!'hello'.beginsWith('lo')", "'hello'.endsWith('lo')", "!'lo'.endsWith('hello')",
        "'a.b.c'.replace('.', '/') == 'a/b/c'", "'aaa'.replace('a', 'bb') == 'bbbbbb'", "'abc'.replace('', 'x') == 'abc'",
        "'MiXeD'.toLowerCase() == 'mixed'", "'MiXeD'.toUpperCase() == 'MIXED'",
        "'2017-01-31'.matches(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/)", "!'2017-1-31'.matches(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/)",
        "'Hello'.matches(/^hello$/i)", "!'Hello'.matches(/^hello$/)", "'xay'.matches(/a/)",
        "'a/b'.matches(/^a\\/b$/)", "'a]'.matches(/[/]]/) == false", "'/'.matches(/[/]/)",
        "'x\\ny'.matches(/^y$/m)", "'x\\ny'.matches(/x.y/s)", "!'x\\ny'.matches(/x.y/)",
        "data.child('name').val().toLowerCase().beginsWith('al')", "data.child('name').val().length == 5",
        "'café'.endsWith('é')", "!'cafe\\u0301'.endsWith('é')",
        // chaining through data
        "root.child('profile').child('tags').hasChildren(['a', 'b'])",
    ]

    @Test(arguments: trueExpressions)
    func methodEvaluatesToTrue(_ expression: String) throws {
        #expect(try evaluateExpression(expression, data: Self.data) == true)
    }

    @Test func newDataSeesTheWrite() throws {
        let old = makeNode(#"{"count": 1}"#)
        let new = makeNode(#"{"count": 2}"#)
        #expect(try evaluateExpression("newData.child('count').val() == data.child('count').val() + 1", data: old, newData: new) == true)
        #expect(try evaluateExpression("newData.parent().parent().exists()", data: old, newData: new, location: "count") == nil)
        #expect(try evaluateExpression("newData.parent().child('count').val() == 2", data: old, newData: new, location: "count") == true)
        #expect(try evaluateExpression("data.parent().child('count').val() == 1", data: old, newData: new, location: "count") == true)
    }

    @Test func methodErrorsDeny() throws {
        for expression in [
            "data.parent().exists()",              // the root has no parent
            "data.child('').exists()",              // empty path
            "data.child('a.b').exists()",           // invalid key
            "data.hasChild('a#b')",
            "data.hasChildren(['name', data.child('age').val()])",  // not a string
            "data.child(data.child('age').val()).exists()",
            "'abc'.contains(data.child('age').val())",
            "data.child('age').val().beginsWith('3')",
            "data.child('profile').val().toLowerCase() == 'x'",
        ] {
            #expect(try evaluateExpression(expression, data: Self.data) == nil, "\(expression)")
        }
    }
}
