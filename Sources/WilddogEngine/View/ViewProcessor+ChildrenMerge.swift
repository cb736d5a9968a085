/// A user merge of many children of a view's own location, under a filter that keeps every
/// child (the default and ordered queries without limits or ranges).
extension ViewProcessor {
    /// The same view cache and child changes as applying each child write in turn (as
    /// `applyUserMerge` does, child by child), with the event cache updated in one batch: one
    /// copy of the children instead of a copied path per child, O(m log n) for m children
    /// over n. Nil when the merge does not have that shape (fewer than 8 children, a deeper or
    /// priority write, or a filter that may drop children); the caller then goes child by child.
    func applyUserMergeOfChildren(_ viewCache: ViewCache, _ entries: [(Path, Node)],
                                  _ accumulator: inout ChildChangeAccumulator?) -> ViewCache? {
        guard entries.count >= 8, let indexed = filter as? IndexedFilter,
              entries.allSatisfy({ $0.0.count == 1 && $0.0.front?.isPriorityKey == false }) else { return nil }
        let eventSnap = viewCache.eventCache
        let node = eventSnap.node
        var writes: [(path: Path, node: Node)] = []
        writes.reserveCapacity(entries.count)
        var changed = false
        // Children in view first, as child by child (in a limited view they could make room).
        for pass in [true, false] {
            for (path, newChild) in entries {
                guard let key = path.front, eventSnap.isComplete(forChild: key) == pass else { continue }
                // Keys are distinct and one level deep: each child's old value is the original's.
                let oldChild = node.immediateChild(key)
                if oldChild == newChild { continue }
                changed = true
                if accumulator != nil {
                    if newChild.isEmpty {
                        if node.hasChild(key) { accumulator!.track(.childRemoved(key, oldChild)) }
                    } else if oldChild.isEmpty {
                        accumulator!.track(.childAdded(key, newChild))
                    } else {
                        accumulator!.track(.childChanged(key, newChild, old: oldChild))
                    }
                }
                writes.append((path, newChild))
            }
        }
        guard changed else { return viewCache }
        let newNode = node.updatingChildren(writes).withIndex(indexed.index)
        return viewCache.updatingEventSnap(newNode, complete: eventSnap.isFullyInitialized, filtered: indexed.filtersNodes)
    }
}
