import WilddogEngine

/// Turns the JSON of a rules document into a `RulesNode` tree, parsing and checking every
/// expression, and reports the first problem with its position and rule path.
struct RulesCompiler {
    let source: RulesSourceText

    /// Compiles `{"rules": {…}}`.
    func compileDocument(_ document: RulesJSON) throws(RulesParseError) -> RulesNode {
        guard case .object(let members) = document.value else {
            throw error(at: document.offset, "/", "The rules document must be an object like {\"rules\": {…}}, not \(document.typeName).")
        }
        var rules: RulesJSON?
        for member in members {
            guard member.key == "rules" else {
                throw error(at: member.keyOffset, "/\(member.key)", "Unknown top-level key \"\(member.key)\"; only \"rules\" is allowed.")
            }
            rules = member.value
        }
        guard let rules else { throw error(at: document.offset, "/", "The rules document has no top-level \"rules\" object.") }
        return try compileNode(rules, path: ["rules"], wildcards: [])
    }

    private func compileNode(_ json: RulesJSON, path: [String], wildcards: [String]) throws(RulesParseError) -> RulesNode {
        let rulePath = "/" + path.joined(separator: "/")
        guard case .object(let members) = json.value else {
            throw error(at: json.offset, rulePath, "Expected an object of rules here, not \(json.typeName).")
        }
        var rules: [RulesRuleKind: RulesRule] = [:]
        var indexOn: [String] = []
        var children: [ChildKey: RulesNode] = [:]
        var wildcard: (name: String, node: RulesNode)?
        for member in members {
            let key = member.key
            let memberPath = rulePath + "/" + key
            if let kind = RulesRuleKind(rawValue: key) {
                rules[kind] = try compileRule(kind, member.value, rulePath: memberPath, wildcards: wildcards)
            } else if key == ".indexOn" {
                indexOn = try compileIndexOn(member.value, rulePath: memberPath)
            } else if key.hasPrefix(".") {
                throw error(at: member.keyOffset, memberPath,
                    "Unknown rule key \"\(key)\"; expected .read, .write, .validate, .indexOn, a child name or a $wildcard.")
            } else if key.hasPrefix("$") {
                try checkWildcardName(key, offset: member.keyOffset, rulePath: memberPath)
                if let existing = wildcard {
                    throw error(at: member.keyOffset, memberPath,
                        "Only one $wildcard is allowed per level; \(existing.name) is already here.")
                }
                if wildcards.contains(key) {
                    throw error(at: member.keyOffset, memberPath, "The wildcard \(key) is already used higher on this path.")
                }
                wildcard = (key, try compileNode(member.value, path: path + [key], wildcards: wildcards + [key]))
            } else {
                guard !key.isEmpty, !key.contains("/"), RulesEvaluator.isValidKey(key) else {
                    throw error(at: member.keyOffset, memberPath,
                        "Invalid child name \"\(key)\"; names cannot be empty or contain '/', '.', '#', '$', '[', ']' or control characters.")
                }
                children[ChildKey(key)] = try compileNode(member.value, path: path + [key], wildcards: wildcards)
            }
        }
        return RulesNode(
            rulePath: rulePath, read: rules[.read], write: rules[.write], validate: rules[.validate],
            indexOn: indexOn, children: children, wildcard: wildcard)
    }

    private func compileRule(_ kind: RulesRuleKind, _ json: RulesJSON, rulePath: String, wildcards: [String]) throws(RulesParseError) -> RulesRule {
        switch json.value {
        case .bool(let value):
            return RulesRule(kind: kind, rulePath: rulePath, constant: value)
        case .string(let text):
            let scope = RulesExpressionParser.Scope(allowsNewData: kind != .read, wildcards: Set(wildcards))
            do throws(RulesExpressionError) {
                let expression = try RulesExpressionParser.parse(text.scalars, scope: scope)
                try RulesTypeChecker.checkRule(expression)
                return RulesRule(kind: kind, rulePath: rulePath, source: text.text, expression: expression)
            } catch {
                let offset = text.offsets[min(max(error.offset, 0), text.offsets.count - 1)]
                throw self.error(at: offset, rulePath, error.message)
            }
        default:
            throw error(at: json.offset, rulePath, "\(kind.rawValue) must be a boolean or a string expression, not \(json.typeName).")
        }
    }

    private func compileIndexOn(_ json: RulesJSON, rulePath: String) throws(RulesParseError) -> [String] {
        switch json.value {
        case .string(let key):
            return [key.text]
        case .array(let items):
            var keys: [String] = []
            for item in items {
                guard case .string(let key) = item.value else {
                    throw error(at: item.offset, rulePath, ".indexOn lists child keys as strings, not \(item.typeName).")
                }
                keys.append(key.text)
            }
            return keys
        default:
            throw error(at: json.offset, rulePath, ".indexOn must be a string or an array of strings, not \(json.typeName).")
        }
    }

    private func checkWildcardName(_ key: String, offset: Int, rulePath: String) throws(RulesParseError) {
        let name = key.unicodeScalars.dropFirst()
        guard !name.isEmpty, name.allSatisfy({ RulesLexer.isIdentifierPart($0) && $0 != "$" }) else {
            throw error(at: offset, rulePath, "Invalid wildcard \"\(key)\"; use $ followed by letters, digits or '_'.")
        }
    }

    private func error(at offset: Int, _ rulePath: String, _ message: String) -> RulesParseError {
        RulesParseError(location: source.location(of: offset), rulePath: rulePath, message: message)
    }
}
