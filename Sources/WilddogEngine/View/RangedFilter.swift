/// The filter of range queries (startAt/startAfter/endAt/endBefore/equalTo without a limit).
///
/// Wilddog's typed bounds (SEMANTICS.md §0.1): on a value or child index, a non-null bound
/// only admits children whose indexed value has the same JSON type as the bound.
package struct RangedFilter: NodeFilter {
    package let indexedFilter: IndexedFilter
    package let index: Index
    package let startPost: Post
    package let endPost: Post
    let startIsInclusive: Bool
    let endIsInclusive: Bool
    let startType: Int?
    let endType: Int?

    package init(_ spec: QuerySpec) {
        index = spec.index
        indexedFilter = IndexedFilter(index: spec.index)
        startPost = spec.startPost
        endPost = spec.endPost
        startIsInclusive = spec.startIsInclusive
        endIsInclusive = spec.endIsInclusive
        startType = RangedFilter.boundType(spec.start, spec.index)
        endType = RangedFilter.boundType(spec.end, spec.index)
    }

    /// The type a bound restricts children to, on value and child indexes.
    private static func boundType(_ bound: QuerySpec.Bound?, _ index: Index) -> Int? {
        switch index {
        case .value, .child: return bound?.value.leafValue?.typeOrder
        case .priority, .key: return nil
        }
    }

    package func withinStart(_ node: NamedNode) -> Bool {
        let c = index.compare(startPost, node)
        return startIsInclusive ? c <= 0 : c < 0
    }

    package func withinEnd(_ node: NamedNode) -> Bool {
        let c = index.compare(node, endPost)
        return endIsInclusive ? c <= 0 : c < 0
    }

    /// Whether the indexed value has the type the bounds require.
    package func hasBoundType(_ node: NamedNode) -> Bool {
        guard startType != nil || endType != nil else { return true }
        let type = index.indexValue(of: node.node).leafValue?.typeOrder
        if let startType, type != startType { return false }
        if let endType, type != endType { return false }
        return true
    }

    package func matches(_ node: NamedNode) -> Bool {
        withinStart(node) && withinEnd(node) && hasBoundType(node)
    }

    package func updateChild(_ snap: consuming Node, _ key: ChildKey, _ newChild: Node, _ affectedPath: Path,
                             _ source: CompleteChildSource, _ accumulator: inout ChildChangeAccumulator?) -> Node {
        let child = matches(NamedNode(key, newChild)) ? newChild : .empty
        return indexedFilter.updateChild(consume snap, key, child, affectedPath, source, &accumulator)
    }

    package func updateFullNode(_ oldSnap: Node, _ newSnap: Node, _ accumulator: inout ChildChangeAccumulator?) -> Node {
        var filtered = newSnap.isLeaf ? Node.empty : newSnap.withIndex(index)
        // Range queries do not keep the root priority.
        filtered = filtered.updatingPriority(nil)
        newSnap.forEachChild { named in
            if !matches(named) { filtered = filtered.updatingImmediateChild(named.name, .empty) }
        }
        return indexedFilter.updateFullNode(oldSnap, filtered, &accumulator)
    }

    package func updatePriority(_ oldSnap: Node, _ newPriority: Node) -> Node { oldSnap }

    package var filtersNodes: Bool { true }
}
