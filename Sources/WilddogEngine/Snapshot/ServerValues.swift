/// Resolution of server-value placeholders (`{".sv": "timestamp"}`, `{".sv": {"increment": n}}`)
/// against existing data (SEMANTICS.md §7).
///
/// The client resolves them for local events with its estimate of the server time; the server
/// resolves them for good with its own clock and authoritative data.
package enum ServerValues {
    /// `node` with every placeholder resolved; `existing` is the data currently at its location.
    package static func resolve(_ node: Node, existing: Node, now: Double) -> Node {
        resolve(node, existing: { existing.child($0) }, now: now)
    }

    /// As above, reading existing data lazily by relative path.
    package static func resolve(_ node: Node, existing: (Path) -> Node, now: Double) -> Node {
        guard containsPlaceholder(node) else { return node }
        return resolve(node, .root, existing, now)
    }

    /// Whether `node` contains a placeholder anywhere (value or priority).
    package static func containsPlaceholder(_ node: Node) -> Bool {
        if case .deferred? = node.priority { return true }
        switch node {
        case .empty: return false
        case .leaf(let l): if case .deferred = l.value { return true } else { return false }
        case .children(let c):
            return c.children.containsValue(where: containsPlaceholder)
        }
    }

    private static func resolve(_ node: Node, _ path: Path, _ existing: (Path) -> Node, _ now: Double) -> Node {
        guard containsPlaceholder(node) else { return node }
        let priority = node.priority.map { resolveLeaf($0, { existing(path.child(.priority)) }, now) }
        switch node {
        case .empty:
            return node
        case .leaf(let l):
            return .leaf(resolveLeaf(l.value, { existing(path) }, now), priority: priority)
        case .children(let c):
            var result = node.updatingPriority(priority)
            for named in c.children {
                let resolved = resolve(named.node, path.child(named.name), existing, now)
                result = result.updatingImmediateChild(named.name, resolved)
            }
            return result
        }
    }

    private static func resolveLeaf(_ value: LeafValue, _ existing: () -> Node, _ now: Double) -> LeafValue {
        switch value {
        case .deferred(.timestamp):
            // Whole milliseconds, as the server's clock reports them.
            return .number(now.rounded(.down))
        case .deferred(.increment(let delta)):
            if let current = existing().leafValue, let sum = LeafValue.sum(current, .number(delta)) { return sum }
            return .number(delta)
        default:
            return value
        }
    }
}
