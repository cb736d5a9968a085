import WilddogEngine

/// The rules at one level of the rules tree: its `.read`/`.write`/`.validate`/`.indexOn`, the
/// rules of named children and of at most one `$wildcard` child.
package final class RulesNode: Sendable {
    /// The node's path in the document, like `/rules/users/$uid`.
    package let rulePath: String
    package let read: RulesRule?
    package let write: RulesRule?
    package let validate: RulesRule?
    /// The `.indexOn` keys, kept for the server's index hints; they never affect access.
    package let indexOn: [String]
    let children: [ChildKey: RulesNode]
    /// The `$wildcard` child: its name (with the `$`) and rules.
    let wildcard: (name: String, node: RulesNode)?
    /// True if this node or any node below it has a `.validate` rule.
    let containsValidate: Bool
    /// True if a `.read` rule here or below reads the database (`data`, `root`): a data change
    /// can then take read access away from a listener.
    let readDependsOnData: Bool

    init(
        rulePath: String, read: RulesRule? = nil, write: RulesRule? = nil, validate: RulesRule? = nil,
        indexOn: [String] = [], children: [ChildKey: RulesNode] = [:], wildcard: (name: String, node: RulesNode)? = nil
    ) {
        self.rulePath = rulePath
        self.read = read
        self.write = write
        self.validate = validate
        self.indexOn = indexOn
        self.children = children
        self.wildcard = wildcard
        containsValidate = validate != nil
            || children.values.contains { $0.containsValidate }
            || wildcard?.node.containsValidate == true
        readDependsOnData = read?.expression.readsData == true
            || children.values.contains { $0.readDependsOnData }
            || wildcard?.node.readDependsOnData == true
    }

    /// The rules for the child `key`: the named child if there is one, else the wildcard,
    /// which captures the key under its name.
    func child(_ key: ChildKey) -> (node: RulesNode, capture: (name: String, key: String)?)? {
        if let named = children[key] { return (named, nil) }
        if let wildcard { return (wildcard.node, (wildcard.name, key.string)) }
        return nil
    }

    /// Walks from this node down the rules towards `location`, calling `visit` at each level
    /// (root first) with its node, data path and `$wildcard` captures so far.
    ///
    /// Returns the first non-nil result of `visit`, or nil once the location or the rules end.
    func firstAlongPath<Result>(
        to location: Path, _ visit: (RulesNode, Path, [String: String]) -> Result?
    ) -> Result? {
        var node = self
        var current = Path.root
        var captures: [String: String] = [:]
        var remaining = location.segments[...]
        while true {
            if let result = visit(node, current, captures) { return result }
            guard let key = remaining.popFirst(), let next = node.child(key) else { return nil }
            node = next.node
            current = current.child(key)
            if let capture = next.capture { captures[capture.name] = capture.key }
        }
    }

    /// The rule of `kind` at this node.
    func rule(_ kind: RulesRuleKind) -> RulesRule? {
        switch kind {
        case .read: read
        case .write: write
        case .validate: validate
        }
    }
}
