/// The filter of queries that load all data: keeps every child, ordered by the index.
package struct IndexedFilter: NodeFilter {
    package let index: Index

    package init(index: Index) { self.index = index }

    package func updateChild(_ snap: consuming Node, _ key: ChildKey, _ newChild: Node, _ affectedPath: Path,
                             _ source: CompleteChildSource, _ accumulator: inout ChildChangeAccumulator?) -> Node {
        let oldChild = snap.immediateChild(key)
        // Nothing changed at the affected path; but a child can enter or leave through a null.
        if oldChild.child(affectedPath) == newChild.child(affectedPath), oldChild.isEmpty == newChild.isEmpty {
            return snap
        }
        if accumulator != nil {
            if newChild.isEmpty {
                if snap.hasChild(key) { accumulator!.track(.childRemoved(key, oldChild)) }
            } else if oldChild.isEmpty {
                accumulator!.track(.childAdded(key, newChild))
            } else {
                accumulator!.track(.childChanged(key, newChild, old: oldChild))
            }
        }
        if snap.isLeaf && newChild.isEmpty { return snap }
        var updated = consume snap
        updated.updateImmediateChild(key, newChild)
        return updated.withIndex(index)
    }

    package func updateFullNode(_ oldSnap: Node, _ newSnap: Node, _ accumulator: inout ChildChangeAccumulator?) -> Node {
        if accumulator != nil {
            IndexedFilter.trackChanges(from: oldSnap, to: newSnap, &accumulator!)
        }
        return newSnap.withIndex(index)
    }

    /// Child added/removed/changed events between two full nodes, skipping shared subtrees.
    static func trackChanges(from oldSnap: Node, to newSnap: Node, _ accumulator: inout ChildChangeAccumulator) {
        let oldChildren = oldSnap.childrenNode, newChildren = newSnap.childrenNode
        if let o = oldChildren, let n = newChildren, o === n { return }
        if let o = oldChildren {
            for named in o.children where newSnap.childrenNode?.child(named.name) == nil {
                accumulator.track(.childRemoved(named.name, named.node))
            }
        }
        if let n = newChildren {
            for named in n.children {
                if let old = oldChildren?.child(named.name) {
                    if old != named.node { accumulator.track(.childChanged(named.name, named.node, old: old)) }
                } else {
                    accumulator.track(.childAdded(named.name, named.node))
                }
            }
        }
    }

    package func updatePriority(_ oldSnap: Node, _ newPriority: Node) -> Node {
        oldSnap.isEmpty ? .empty : oldSnap.updatingPriority(node: newPriority)
    }

    package var filtersNodes: Bool { false }
    package var indexedFilter: IndexedFilter { self }
}
