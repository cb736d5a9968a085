import WilddogEngine

/// A parsed security rules document (Firebase's JSON rules language), immutable and shareable.
///
/// The embedded server asks it whether a listen (`canRead`) or a write (`canWrite`) is
/// allowed. Rules that do not parse are rejected with their position when they are created.
package struct SecurityRules: Sendable {
    /// The rules under `"rules"` in the document.
    package let root: RulesNode

    /// Parses a rules document like `{"rules": {".read": "auth != null"}}`; `//` and `/* */`
    /// comments are allowed.
    package init(json text: String) throws(RulesParseError) {
        let source = RulesSourceText(text)
        var parser = RulesJSONParser(source: source)
        let document = try parser.parseDocument()
        root = try RulesCompiler(source: source).compileDocument(document)
    }

    init(root: RulesNode) {
        self.root = root
    }

    /// `{"rules": {".read": true, ".write": true}}`: the default, which allows everything.
    package static let allowAll = SecurityRules(root: RulesNode(
        rulePath: "/rules",
        read: RulesRule(kind: .read, rulePath: "/rules/.read", constant: true),
        write: RulesRule(kind: .write, rulePath: "/rules/.write", constant: true)))

    /// Whether every write is allowed whatever the data: the root's `.write` is the literal
    /// `true` and no `.validate` rule exists (the default rules), so a write needs no rules work.
    package var allowsEveryWrite: Bool {
        guard let write = root.write, case .literal(.bool(true)) = write.expression.kind else { return false }
        return !root.containsValidate
    }

    /// The `.indexOn` keys declared for the data at `path` (empty when none).
    package func indexOn(at path: Path) -> [String] {
        var node = root
        for key in path.segments {
            guard let next = node.child(key) else { return [] }
            node = next.node
        }
        return node.indexOn
    }

    /// The location rules apply to for a data path: a `.priority` write is a write of its node.
    static func ruleLocation(of path: Path) -> (location: Path, isPriority: Bool) {
        if path.back?.isPriorityKey == true, let parent = path.parent { return (parent, true) }
        return (path, false)
    }
}
