import Foundation
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// Parses rules text, failing the test with the parse error when it does not parse.
func makeRules(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> SecurityRules {
    do {
        return try SecurityRules(json: text)
    } catch {
        Issue.record("rules did not parse: \(error)", sourceLocation: sourceLocation)
        throw error
    }
}

/// The parse error of rules text that must not parse.
func parseError(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> RulesParseError? {
    do {
        _ = try SecurityRules(json: text)
        Issue.record("rules parsed but should not: \(text)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// A node from JSON text in the export format (`.priority` / `.value` allowed).
func makeNode(_ json: String) -> Node {
    let data = Data(json.utf8)
    let object = try! JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    return try! Node(exportValue: object)
}

/// Auth states used by the matrices.
enum RulesTestAuth {
    static let alice = AuthRulesAuth(uid: "alice", provider: "password",
        token: ["email": .string("alice@example.com"), "email_verified": .bool(true)], isAdmin: false)
    static let bob = AuthRulesAuth(uid: "bob", provider: "anonymous", token: [:], isAdmin: false)
    static let moderator = AuthRulesAuth(uid: "carol", provider: "custom",
        token: ["role": .string("moderator"), "level": .int(3), "groups": .array([.string("a"), .string("b")]),
                "profile": .object(["team": .string("red")])], isAdmin: false)
    static let admin = AuthRulesAuth(uid: "admin", provider: "custom", token: [:], isAdmin: true)
}

/// Evaluates one expression as a `.write` rule at `location` (or `.read` when `newData` is nil),
/// without the cascade: true, false, or nil for an evaluation error.
func evaluateExpression(
    _ expression: String, data: Node = .empty, newData: Node? = nil, location: Path = .root,
    captures: [String: String] = [:], auth: AuthRulesAuth? = nil, now: Double = 1_000,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Bool? {
    let scope = RulesExpressionParser.Scope(allowsNewData: newData != nil, wildcards: Set(captures.keys))
    let parsed: RulesExpression
    do {
        parsed = try RulesExpressionParser.parse(Array(expression.unicodeScalars), scope: scope)
        try RulesTypeChecker.checkRule(parsed)
    } catch {
        Issue.record("expression did not parse: \(error.message) at \(error.offset)", sourceLocation: sourceLocation)
        throw error
    }
    let context = RulesEvaluationContext(
        auth: RulesEvaluationContext.authValue(auth), root: data, newRoot: newData,
        location: location, captures: captures, now: now)
    switch RulesEvaluator(context: context).evaluateRule(parsed) {
    case .success(let value): return value
    case .failure: return nil
    }
}

/// The expression error of an expression that must not parse, as (offset, message).
func expressionError(_ expression: String, allowsNewData: Bool = true, wildcards: Set<String> = []) -> RulesExpressionError? {
    let scope = RulesExpressionParser.Scope(allowsNewData: allowsNewData, wildcards: wildcards)
    do {
        let parsed = try RulesExpressionParser.parse(Array(expression.unicodeScalars), scope: scope)
        try RulesTypeChecker.checkRule(parsed)
        return nil
    } catch {
        return error
    }
}

/// The 1-based line and column (in Unicode scalars) where `marker` first occurs in `text`.
func position(of marker: String, in text: String) -> RulesSourceLocation {
    guard let range = text.range(of: marker) else { fatalError("marker \(marker) not in text") }
    var line = 1, column = 1
    for scalar in text[..<range.lowerBound].unicodeScalars {
        if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
    }
    return RulesSourceLocation(line: line, column: column)
}
