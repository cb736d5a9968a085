/// The filter of limited queries: the range first, then the first or last `limit` children
/// inside it, refilled from complete data when a child leaves the window (SEMANTICS.md §4.3).
package struct LimitedFilter: NodeFilter {
    let rangedFilter: RangedFilter
    package let index: Index
    let limit: Int
    let reverse: Bool

    package init(_ spec: QuerySpec) {
        rangedFilter = RangedFilter(spec)
        index = spec.index
        limit = spec.limit!
        reverse = !spec.isViewFromLeft
    }

    package var indexedFilter: IndexedFilter { rangedFilter.indexedFilter }
    package var filtersNodes: Bool { true }

    private func withinDirectionalStart(_ node: NamedNode) -> Bool {
        reverse ? rangedFilter.withinEnd(node) : rangedFilter.withinStart(node)
    }

    private func withinDirectionalEnd(_ node: NamedNode) -> Bool {
        reverse ? rangedFilter.withinStart(node) : rangedFilter.withinEnd(node)
    }

    package func updateChild(_ snap: consuming Node, _ key: ChildKey, _ newChild: Node, _ affectedPath: Path,
                             _ source: CompleteChildSource, _ accumulator: inout ChildChangeAccumulator?) -> Node {
        let child = rangedFilter.matches(NamedNode(key, newChild)) ? newChild : .empty
        if snap.immediateChild(key) == child { return snap }
        if snap.childCount < limit {
            return indexedFilter.updateChild(consume snap, key, child, affectedPath, source, &accumulator)
        }
        return fullLimitUpdateChild(snap, key, child, source, &accumulator)
    }

    package func updateFullNode(_ oldSnap: Node, _ newSnap: Node, _ accumulator: inout ChildChangeAccumulator?) -> Node {
        var filtered: Node
        if newSnap.isLeaf || newSnap.isEmpty {
            filtered = .empty
        } else if limit * 2 < newSnap.childCount && newSnap.isIndexed(index) {
            // Much more data than the window: build the window up from its anchor.
            filtered = .empty
            let sorted = newSnap.sortedChildren(index)
            var iterator = reverse
                ? sorted.iterator(from: PostProbe(index, rangedFilter.endPost), reverse: true)
                : sorted.iterator(from: PostProbe(index, rangedFilter.startPost), reverse: false)
            var count = 0
            while count < limit, let next = iterator.next() {
                if !withinDirectionalStart(next) { continue }
                if !withinDirectionalEnd(next) { break }
                if !rangedFilter.hasBoundType(next) { continue }
                filtered = filtered.updatingImmediateChild(next.name, next.node)
                count += 1
            }
        } else {
            // Small data: delete what falls outside the window. No root priority on queries.
            filtered = newSnap.withIndex(index).updatingPriority(nil)
            let sorted = filtered.sortedChildren(index)
            var iterator = reverse ? sorted.reverseIterator() : sorted.makeIterator()
            var count = 0
            while let next = iterator.next() {
                let inRange = count < limit && withinDirectionalStart(next) && withinDirectionalEnd(next)
                    && rangedFilter.hasBoundType(next)
                if inRange {
                    count += 1
                } else {
                    filtered = filtered.updatingImmediateChild(next.name, .empty)
                }
            }
        }
        return indexedFilter.updateFullNode(oldSnap, filtered, &accumulator)
    }

    package func updatePriority(_ oldSnap: Node, _ newPriority: Node) -> Node { oldSnap }

    /// Orders children in window direction: ascending for limitToFirst, descending for limitToLast.
    private func compareInWindow(_ a: NamedNode, _ b: NamedNode) -> Int {
        reverse ? index.compare(b, a) : index.compare(a, b)
    }

    private func fullLimitUpdateChild(_ snap: Node, _ key: ChildKey, _ child: Node,
                                      _ source: CompleteChildSource, _ accumulator: inout ChildChangeAccumulator?) -> Node {
        let newNamed = NamedNode(key, child)
        let boundary = (reverse ? snap.firstChild(index) : snap.lastChild(index))!
        let inRange = rangedFilter.matches(newNamed)
        if snap.hasChild(key) {
            let oldChild = snap.immediateChild(key)
            var next = source.childAfterChild(index, boundary, reverse: reverse)
            // A child updated by the same merge may not be applied to the window yet: skip it.
            while let n = next, n.name == key || snap.hasChild(n.name) {
                next = source.childAfterChild(index, n, reverse: reverse)
            }
            let compareNext = next.map { compareInWindow($0, newNamed) } ?? 1
            let remainsInWindow = inRange && !child.isEmpty && compareNext >= 0
            if remainsInWindow {
                accumulator?.track(.childChanged(key, child, old: oldChild))
                return snap.updatingImmediateChild(key, child)
            }
            accumulator?.track(.childRemoved(key, oldChild))
            let newSnap = snap.updatingImmediateChild(key, .empty)
            if let next, rangedFilter.matches(next) {
                accumulator?.track(.childAdded(next.name, next.node))
                return newSnap.updatingImmediateChild(next.name, next.node)
            }
            return newSnap
        }
        if child.isEmpty { return snap }
        if inRange && compareInWindow(boundary, newNamed) >= 0 {
            accumulator?.track(.childRemoved(boundary.name, boundary.node))
            accumulator?.track(.childAdded(key, child))
            return snap.updatingImmediateChild(key, child).updatingImmediateChild(boundary.name, .empty)
        }
        return snap
    }
}
