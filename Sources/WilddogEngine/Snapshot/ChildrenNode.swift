/// The children of a non-empty object node, in key order, plus lazily built index orders.
///
/// A `ChildrenNode` always has at least one child; removing the last child yields `Node.empty`
/// (and drops the priority, SEMANTICS.md §2.3).
package final class ChildrenNode: @unchecked Sendable {
    // @unchecked: `children` and `indexes` change only in `updateInPlace`, which requires the
    // node to be uniquely referenced: no other version or thread can observe the change (an
    // order left to build on first use is kept in a `LazyIndexOrder`, under its lock).
    /// Children in key order.
    @exclusivity(unchecked) package private(set) var children: PersistentTree
    package let priority: LeafValue?
    @exclusivity(unchecked) private(set) var indexes: IndexMap

    init(children: PersistentTree, priority: LeafValue?, indexes: IndexMap) {
        precondition(!children.isEmpty, "A ChildrenNode has at least one child")
        self.children = children
        self.priority = priority
        self.indexes = indexes
    }

    convenience init(single child: NamedNode) {
        self.init(children: PersistentTree(sorted: [child]), priority: nil, indexes: IndexMap.default.built(for: [child]))
    }

    /// Builds a node from children already in key order.
    package convenience init<C: RandomAccessCollection<NamedNode>>(sortedChildren: C, priority: LeafValue?) {
        self.init(children: PersistentTree(sorted: sortedChildren), priority: priority,
                  indexes: IndexMap.default.built(for: sortedChildren))
    }

    package var count: Int { children.count }

    @inline(__always)
    package func child(_ key: ChildKey) -> Node? {
        children.value(forKey: key)
    }

    func withPriority(_ priority: LeafValue?) -> ChildrenNode {
        ChildrenNode(children: children, priority: priority, indexes: indexes)
    }

    /// This node with `key` set to `node` (empty removes it); nil when no child remains.
    func updating(_ key: ChildKey, _ node: Node) -> ChildrenNode? {
        let old = indexes.needsOldChild ? children.value(forKey: key).map { NamedNode(key, $0) } : nil
        if node.isEmpty {
            let newChildren = children.removing(key: key)
            if newChildren.isEmpty { return nil }
            if newChildren.count == children.count { return self }
            return ChildrenNode(children: newChildren, priority: priority,
                                indexes: indexes.removing(old, from: children))
        }
        let named = NamedNode(key, node)
        return ChildrenNode(children: children.inserting(key: key, node), priority: priority,
                            indexes: indexes.adding(named, replacing: old, existing: children))
    }

    /// Sets child `key` to the non-empty `node` in place; the caller must hold the only
    /// reference to this node (`isKnownUniquelyReferenced`).
    func updateInPlace(_ key: ChildKey, _ node: Node) {
        let old = indexes.needsOldChild ? children.value(forKey: key).map { NamedNode(key, $0) } : nil
        let named = NamedNode(key, node)
        indexes = indexes.adding(named, replacing: old, existing: children)
        children.insertInPlace(named, KeyProbe(key))
    }

    func isIndexed(_ index: Index) -> Bool { indexes.contains(index) }

    func addingIndex(_ index: Index) -> ChildrenNode {
        ChildrenNode(children: children, priority: priority, indexes: indexes.adding(index, children: children))
    }

    /// The children in `index` order; builds the order on the fly if it is not kept.
    func sortedChildren(_ index: Index) -> PersistentTree {
        switch indexes.resolve(index, children: children) {
        case .keyOrder: return children
        case .tree(let tree): return tree
        case .missing: return IndexMap.buildTree(children, index) ?? children
        }
    }
}
