import Testing
@testable import WilddogBackend
@testable import WilddogEngine

@Suite struct RulesDocumentParsingTests {
    @Test func parsesNestedRulesWithWildcardsIndexesAndLiterals() throws {
        let rules = try makeRules("""
            {
              "rules": {
                ".read": false,
                "users": {
                  ".indexOn": ["age", "name"],
                  "$uid": {
                    ".read": "auth != null",
                    ".write": "$uid === auth.uid",
                    ".validate": "newData.hasChildren(['name'])",
                    "name": { ".validate": "newData.isString()" }
                  }
                },
                "scores": { ".indexOn": "score", ".write": true }
              }
            }
            """)
        #expect(rules.root.read?.source == "false")
        #expect(rules.root.write == nil)
        let users = try #require(rules.root.children["users"])
        #expect(users.rulePath == "/rules/users")
        #expect(users.indexOn == ["age", "name"])
        let wildcard = try #require(users.wildcard)
        #expect(wildcard.name == "$uid")
        #expect(wildcard.node.rulePath == "/rules/users/$uid")
        #expect(wildcard.node.write?.source == "$uid === auth.uid")
        #expect(wildcard.node.write?.rulePath == "/rules/users/$uid/.write")
        #expect(wildcard.node.children["name"]?.validate?.kind == .validate)
        #expect(rules.indexOn(at: "scores") == ["score"])
        #expect(rules.indexOn(at: "users") == ["age", "name"])
        #expect(rules.indexOn(at: "users/u1") == [])
        #expect(rules.indexOn(at: "nothing/here") == [])
        #expect(rules.root.containsValidate)
        #expect(rules.root.children["scores"]?.containsValidate == false)
    }

    @Test func acceptsLineAndBlockCommentsButNotInsideStrings() throws {
        let rules = try makeRules("""
            // Rules for the blog.
            {
              /* everyone may read
                 the posts */
              "rules": { // the tree
                "posts": {
                  ".read": true, // public
                  ".validate": "newData.val().beginsWith('http://') && !newData.val().contains('/*')"
                }
              }
            }
            /* trailing */
            """)
        let posts = try #require(rules.root.children["posts"])
        #expect(posts.validate?.source == "newData.val().beginsWith('http://') && !newData.val().contains('/*')")
        let good = rules.canWrite("posts", newNode: makeNode("\"http://x\""), root: .empty, auth: nil, now: 0)
        // No .write grant anywhere, so the write is denied before validation.
        #expect(good.denial?.kind == .write)
    }

    @Test func emptyRulesGrantNothing() throws {
        let rules = try makeRules(#"{"rules": {}}"#)
        #expect(!rules.canRead(.root, root: .empty, auth: nil, now: 0))
        #expect(!rules.canWrite("a", newNode: makeNode("1"), root: .empty, auth: RulesTestAuth.alice, now: 0).isAllowed)
    }

    @Test func allowAllAndAdminAllowEverything() throws {
        let data = makeNode(#"{"a": {"b": 1}}"#)
        #expect(SecurityRules.allowAll.canRead("a/b", root: data, auth: nil, now: 0))
        #expect(SecurityRules.allowAll.canWrite(changes: ["a/b": .empty, "c": makeNode("2")], root: data, auth: nil, now: 0) == .allowed)
        let closed = try makeRules(#"{"rules": {".read": false, ".write": false, ".validate": false}}"#)
        #expect(closed.canRead("a", root: data, auth: RulesTestAuth.admin, now: 0))
        #expect(closed.canWrite("a", newNode: makeNode("1"), root: data, auth: RulesTestAuth.admin, now: 0) == .allowed)
        #expect(!closed.canRead("a", root: data, auth: RulesTestAuth.alice, now: 0))
    }

    @Test func ruleValuesMayUseJSONEscapes() throws {
        let rules = try makeRules(#"{"rules": {".read": "auth.uid == \"al\u0069ce\" && 'a\\\\b'.length == 3"}}"#)
        #expect(rules.canRead(.root, root: .empty, auth: RulesTestAuth.alice, now: 0))
        #expect(!rules.canRead(.root, root: .empty, auth: RulesTestAuth.bob, now: 0))
    }

    @Test func acceptsUnicodeChildNamesAndBOM() throws {
        let rules = try makeRules("\u{FEFF}{\"rules\": {\"用户\": {\".read\": true}}}")
        #expect(rules.canRead("用户/x", root: .empty, auth: nil, now: 0))
        #expect(!rules.canRead("其他", root: .empty, auth: nil, now: 0))
    }
}

@Suite struct RulesDocumentErrorTests {
    /// Malformed documents with the marker the error must point at and a fragment of the message.
    static let cases: [(text: String, marker: String, rulePath: String, message: String)] = [
        ("{\"rules\": {\n  \".read\": true\n  \".write\": true\n}}", "\".write\"", "/rules", "Expected ',' or '}'"),
        ("{\"rules\": {\".read\": true,}}", ",}", "/rules", "Trailing comma"),
        ("{\"rules\": [1, 2,]}", ",]", "/rules", "Trailing comma"),
        ("{\"rules\": {\".read\": tru}}", "tru", "/rules/.read", "Unexpected token"),
        ("{\"rules\": {\".read\": 'x'}}", "'x'", "/rules/.read", "double quotes"),
        ("{\"rules\": {/* never closed \".read\": true}}", "/*", "/rules", "Unterminated /* comment"),
        ("{\"rules\": {\".read\": \"auth != null}}", "\"auth", "/rules/.read", "Unterminated string"),
        ("{\"rules\": {\".read\": \"a\\qb\"}}", "\\q", "/rules/.read", "Invalid escape"),
        ("{\"rules\": {\"a\": {}, \"a\": {}}}", "\"a\": {}}", "/rules", "Duplicate key"),
        ("{\"rules\": {}} x", "x", "/", "after the end"),
        ("{\"rules\": {\"a\": {\".read\": true}", "", "/rules", "Expected ',' or '}'"),
        ("{\"rules\": {\".raed\": true}}", "\".raed\"", "/rules/.raed", "Unknown rule key \".raed\""),
        ("{\"rules\": {\"$a\": {}, \"$b\": {}}}", "\"$b\"", "/rules/$b", "Only one $wildcard"),
        ("{\"rules\": {\"$a\": {\"x\": {\"$a\": {}}}}}", "\"$a\": {}", "/rules/$a/x/$a", "already used higher"),
        ("{\"rules\": {\"$\": {}}}", "\"$\"", "/rules/$", "Invalid wildcard"),
        ("{\"rules\": {\"a.b\": {}}}", "\"a.b\"", "/rules/a.b", "Invalid child name"),
        ("{\"rules\": {\"a/b\": {}}}", "\"a/b\"", "/rules/a/b", "Invalid child name"),
        ("{\"rules\": {\"a\": true}}", "true", "/rules/a", "Expected an object of rules"),
        ("{\"rules\": {\".read\": 1}}", "1}", "/rules/.read", ".read must be a boolean or a string"),
        ("{\"rules\": {\".indexOn\": [\"a\", 2]}}", "2]", "/rules/.indexOn", "as strings"),
        ("{\"rules\": {\".indexOn\": true}}", "true", "/rules/.indexOn", ".indexOn must be"),
        ("{\"rules\": {}, \"other\": 1}", "\"other\"", "/other", "Unknown top-level key"),
        ("{}", "{", "/", "no top-level \"rules\""),
        ("{\"rule\": {}}", "\"rule\"", "/rule", "Unknown top-level key"),
        ("[]", "[", "/", "must be an object"),
        ("", "", "/", "Unexpected end"),
    ]

    @Test(arguments: 0..<cases.count)
    func malformedDocumentsAreLocated(_ index: Int) {
        let (text, marker, rulePath, message) = Self.cases[index]
        guard let error = parseError(text) else { return }
        let expected = marker.isEmpty ? RulesSourceLocation(line: 1, column: text.unicodeScalars.count + 1) : position(of: marker, in: text)
        #expect(error.location == expected, "\(error)")
        #expect(error.rulePath == rulePath, "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    @Test func errorDescriptionNamesPathLineAndColumn() {
        let error = parseError("{\"rules\": {\n  \"users\": {\n    \"$uid\": {\n      \".write\": \"$uid === auth.id && nope\"\n    }\n  }\n}}")
        #expect(error?.line == 4)
        #expect(error?.column == 38)
        #expect(error?.rulePath == "/rules/users/$uid/.write")
        #expect(error?.description == "/rules/users/$uid/.write (line 4, column 38): Unknown variable 'nope'.")
    }

    @Test func columnsCountUnicodeScalarsAndEscapes() {
        // "用户" are two scalars; "\u0024" is one decoded scalar spread over six source scalars.
        let text = "{\"rules\": {\"用户\": {\".read\": \"'\\u0024' == x\"}}}"
        let error = parseError(text)
        #expect(error?.location == position(of: "x\"", in: text))
        #expect(error?.message == "Unknown variable 'x'.")
    }

    @Test func windowsLineEndingsCountOneLine() {
        let error = parseError("{\r\n\"rules\": {\r\n\".read\": \"bad(\"\r\n}}")
        #expect(error?.line == 3)
        #expect(error?.column == 11)
    }
}
