/// An immutable JSON tree node with priorities: empty, a leaf, or children.
///
/// Children live in a persistent sorted map (`ChildrenNode`), so an update copies O(log n)
/// nodes and every older node stays valid. The empty node never has a priority. Payloads are
/// single references, so copying a node (which trees do on every update) is one retain.
package enum Node: Sendable {
    case empty
    case leaf(LeafNode)
    case children(ChildrenNode)

    /// A leaf node with a value and an optional priority.
    @inline(__always)
    package static func leaf(_ value: LeafValue, priority: LeafValue? = nil) -> Node {
        .leaf(LeafNode.make(value, priority: priority))
    }

    package var isEmpty: Bool {
        if case .empty = self { return true }
        return false
    }

    package var isLeaf: Bool {
        if case .leaf = self { return true }
        return false
    }

    /// The node's priority, if any.
    package var priority: LeafValue? {
        switch self {
        case .empty: return nil
        case .leaf(let l): return l.priority
        case .children(let c): return c.priority
        }
    }

    /// The priority as a node (a leaf without priority, or empty).
    package var priorityNode: Node {
        guard let p = priority else { return .empty }
        return .leaf(p, priority: nil)
    }

    /// The leaf value, for leaf nodes.
    package var leafValue: LeafValue? {
        if case .leaf(let l) = self { return l.value }
        return nil
    }

    package var childrenNode: ChildrenNode? {
        if case .children(let c) = self { return c }
        return nil
    }

    /// This node without its priority.
    package var strippingPriority: Node {
        switch self {
        case .empty: return .empty
        case .leaf(let l): return l.priority == nil ? self : .leaf(l.value)
        case .children(let c): return c.priority == nil ? self : .children(c.withPriority(nil))
        }
    }

    package var childCount: Int {
        if case .children(let c) = self { return c.count }
        return 0
    }

    // MARK: Reading children

    /// The child at `key` (`.priority` gives the priority node); empty when absent.
    package func immediateChild(_ key: ChildKey) -> Node {
        if key.isPriorityKey { return priorityNode }
        if case .children(let c) = self { return c.child(key) ?? .empty }
        return .empty
    }

    /// The node at a relative path; empty when absent.
    package func child(_ path: Path) -> Node {
        var node = self
        for key in path.segments {
            node = node.immediateChild(key)
            if node.isEmpty && !key.isPriorityKey { return .empty }
        }
        return node
    }

    package func hasChild(_ key: ChildKey) -> Bool {
        if case .children(let c) = self { return c.children.contains(key: key) }
        return false
    }

    // MARK: Updating

    /// This node with a new priority. The empty node never takes a priority.
    package func updatingPriority(_ priority: LeafValue?) -> Node {
        switch self {
        case .empty: return .empty
        case .leaf(let l): return .leaf(l.value, priority: priority)
        case .children(let c): return .children(c.withPriority(priority))
        }
    }

    /// This node with the priority given as a node (a `.priority` child write).
    package func updatingPriority(node: Node) -> Node {
        updatingPriority(node.leafValue)
    }

    /// This node with `key` replaced by `node` (empty deletes it).
    package func updatingImmediateChild(_ key: ChildKey, _ node: Node) -> Node {
        if key.isPriorityKey { return updatingPriority(node: node) }
        switch self {
        case .empty:
            if node.isEmpty { return .empty }
            return .children(ChildrenNode(single: NamedNode(key, node)))
        case .leaf(let l):
            if node.isEmpty { return self }
            return Node.empty.updatingImmediateChild(key, node).updatingPriority(l.priority)
        case .children(let c):
            guard let updated = c.updating(key, node) else { return .empty }
            return .children(updated)
        }
    }

    /// Replaces child `key` with `node`, mutating the children in place when this value holds
    /// the only reference to them (otherwise as `updatingImmediateChild`).
    package mutating func updateImmediateChild(_ key: ChildKey, _ node: Node) {
        guard case .children(var c) = self, !key.isPriorityKey, !node.isEmpty else {
            self = updatingImmediateChild(key, node)
            return
        }
        self = .empty
        if isKnownUniquelyReferenced(&c) {
            c.updateInPlace(key, node)
            self = .children(c)
        } else {
            self = Node.children(c).updatingImmediateChild(key, node)
        }
    }

    /// Replaces the node at relative `path` with `node` (as `updatingChild`), in place along the
    /// path where this value holds the only reference to the nodes on it.
    package mutating func updateChild(_ path: Path, _ node: Node) {
        guard let front = path.front else {
            self = node
            return
        }
        let rest = path.popFront
        if rest.isEmpty { return updateImmediateChild(front, node) }
        guard case .children(var c) = self, !front.isPriorityKey else {
            self = updatingChild(path, node)
            return
        }
        // Only `c` refers to the children from here on (a second reference, in `self`, would
        // make every update below a copy).
        self = .empty
        guard isKnownUniquelyReferenced(&c), var child = c.child(front), case .children = child else {
            self = Node.children(c).updatingChild(path, node)
            return
        }
        // Release this node's reference to the child, so that the child can change in place.
        c.updateInPlace(front, Node.placeholder)
        child.updateChild(rest, node)
        if child.isEmpty {
            self = Node.children(c).updatingImmediateChild(front, child)
        } else {
            c.updateInPlace(front, child)
            self = .children(c)
        }
    }

    /// A non-empty stand-in held for a moment while a child changes in place.
    private static let placeholder = Node.leaf(.bool(false))

    /// This node with the node at relative `path` replaced by `node`.
    package func updatingChild(_ path: Path, _ node: Node) -> Node {
        guard let front = path.front else { return node }
        if case .leaf = self, node.isEmpty, !front.isPriorityKey { return self }
        let newChild = immediateChild(front).updatingChild(path.popFront, node)
        return updatingImmediateChild(front, newChild)
    }

    // MARK: Indexes

    /// This node with its children also kept in `index` order.
    package func withIndex(_ index: Index) -> Node {
        if case .children(let c) = self, !c.isIndexed(index) { return .children(c.addingIndex(index)) }
        return self
    }

    package func isIndexed(_ index: Index) -> Bool {
        if case .children(let c) = self { return c.isIndexed(index) }
        return true
    }

    /// The children in `index` order (empty for leaves).
    package func sortedChildren(_ index: Index) -> PersistentTree {
        if case .children(let c) = self { return c.sortedChildren(index) }
        return PersistentTree()
    }

    /// The key of the child just before `(name, node)` in `index` order.
    package func predecessorChildName(_ name: ChildKey, _ node: Node, _ index: Index) -> ChildKey? {
        let target = NamedNode(name, node)
        return sortedChildren(index).predecessor(IndexProbe(index, target))?.name
    }

    package func firstChild(_ index: Index) -> NamedNode? { sortedChildren(index).first }
    package func lastChild(_ index: Index) -> NamedNode? { sortedChildren(index).last }

    /// Calls `body` for each child in key order.
    package func forEachChild(_ body: (NamedNode) throws -> Void) rethrows {
        if case .children(let c) = self { for named in c.children { try body(named) } }
    }

    // MARK: Value order

    /// The SDKs' total order of nodes: empty < leaves (by type, then value) < objects (all equal).
    @inline(__always)
    package static func compareValues(_ a: Node, _ b: Node) -> Int {
        switch (a, b) {
        case (.empty, .empty): return 0
        case (.empty, _): return -1
        case (_, .empty): return 1
        case let (.leaf(x), .leaf(y)): return LeafValue.compare(x.value, y.value)
        case (.leaf, .children): return -1
        case (.children, .leaf): return 1
        case (.children, .children): return 0
        }
    }
}
