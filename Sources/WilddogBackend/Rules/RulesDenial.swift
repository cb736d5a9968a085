import WilddogEngine

/// Why an operation was denied: which kind of rule, at which data location, and which rule.
package struct RulesDenial: Sendable, Equatable, CustomStringConvertible {
    /// `.read` or `.write` when no rule granted access; `.validate` when a validation failed.
    package let kind: RulesRuleKind
    /// The data location: the path read or written, or where a `.validate` failed.
    package let path: Path
    /// The failing `.validate` rule (`/rules/users/$uid/.validate`); nil when nothing granted.
    package let rulePath: String?
    /// The first evaluation error met on the way (a type error, a property of null, …), for logs.
    package let detail: String?

    package init(kind: RulesRuleKind, path: Path, rulePath: String?, detail: String?) {
        self.kind = kind
        self.path = path
        self.rulePath = rulePath
        self.detail = detail
    }

    package var description: String {
        var text: String
        if let rulePath {
            text = "\(rulePath) failed at \(path)"
        } else {
            text = "no \(kind.rawValue) rule grants access at \(path)"
        }
        if let detail { text += " (\(detail))" }
        return text
    }
}
