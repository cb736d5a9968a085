/// Merges of many children of a view's own location, under a filter that keeps every child
/// (the default and ordered queries without limits or ranges): the same caches and child
/// changes as applying the children one by one, with each cache updated in one batch (one
/// copy of the children instead of a copied path per child: O(m log n) for m children over n).
extension ViewProcessor {
    /// A user merge (`applyUserMerge`'s entries, in its order); nil when the merge does not
    /// have that shape (fewer than 8 children, a deeper or priority write, or a filter that
    /// may drop children): the caller then goes child by child.
    func applyUserMergeOfChildren(_ viewCache: ViewCache, _ entries: [(Path, Node)],
                                  _ accumulator: inout ChildChangeAccumulator?) -> ViewCache? {
        guard entries.count >= 8, let indexed = filter as? IndexedFilter, !viewCache.eventCache.isFiltered,
              entries.allSatisfy({ $0.0.count == 1 && $0.0.front?.isPriorityKey == false }) else { return nil }
        let eventSnap = viewCache.eventCache
        // Children in view first, as child by child (in a limited view they could make room).
        var ordered: [(ChildKey, Node)] = []
        ordered.reserveCapacity(entries.count)
        for pass in [true, false] {
            for (path, node) in entries where eventSnap.isComplete(forChild: path.front!) == pass {
                ordered.append((path.front!, node))
            }
        }
        guard let node = Self.updateChildren(eventSnap.node, ordered, indexed, &accumulator) else { return viewCache }
        return viewCache.updatingEventSnap(node, complete: eventSnap.isFullyInitialized, filtered: false)
    }

    /// A server merge (or the re-application of server data when a merge is acked) whose
    /// children are values one level below the view's location (`keys` in `applyServerMerge`'s
    /// order); nil when it does not have that shape.
    func applyServerMergeOfChildren(_ viewCache: ViewCache, _ keys: [ChildKey], _ tree: ImmutableTree<Node>,
                                    _ writesCache: WriteTreeRef, _ filterServerNode: Bool,
                                    _ accumulator: inout ChildChangeAccumulator?) -> ViewCache? {
        guard keys.count >= 8, let indexed = filter as? IndexedFilter, !filterServerNode,
              !viewCache.serverCache.isFiltered, !viewCache.eventCache.isFiltered else { return nil }
        var values: [(ChildKey, Node)] = []
        values.reserveCapacity(keys.count)
        for key in keys {
            guard !key.isPriorityKey, let child = tree.child(key), let value = child.value, !child.hasChildren else {
                return nil
            }
            values.append((key, value))
        }
        // The server cache: each child replaced (keys are distinct, so each step sees the
        // original's other children).
        var cache = viewCache
        let serverComplete = cache.serverCache.isFullyInitialized
        var none: ChildChangeAccumulator? = nil
        let oldServer = cache.takeServerNode()
        let newServer = Self.updateChildren(oldServer, values, indexed, &none) ?? oldServer
        let serverCache = CacheNode(newServer, fullyInitialized: serverComplete, filtered: false)
        cache = cache.updatingServerSnap(newServer, complete: serverComplete, filtered: false)

        // The event cache: each child that no write shadows, from the new server data with
        // the pending writes below it applied (as `generateEventCacheAfterServerEvent`).
        let eventSnap = cache.eventCache
        var eventChildren: [(ChildKey, Node)] = []
        var touched = false
        for (key, _) in values {
            let changePath = Path([key])
            if writesCache.shadowingWrite(changePath) != nil { continue }
            touched = true
            let newEventChild: Node?
            if eventSnap.isComplete(forChild: key) {
                newEventChild = writesCache.calcEventCacheAfterServerOverwrite(changePath, eventSnap.node, newServer)
                    ?? eventSnap.node.immediateChild(key)
            } else {
                newEventChild = writesCache.calcCompleteChild(key, serverCache)
            }
            if let newEventChild { eventChildren.append((key, newEventChild)) }
        }
        guard touched else { return cache }
        let eventNode = Self.updateChildren(eventSnap.node, eventChildren, indexed, &accumulator) ?? eventSnap.node
        return cache.updatingEventSnap(eventNode, complete: eventSnap.isFullyInitialized, filtered: false)
    }

    /// `node` with each `(key, child)` written in turn (distinct keys) through `filter`, the
    /// changes tracked as `IndexedFilter.updateChild` tracks them, child by child; nil when no
    /// child differs.
    private static func updateChildren(_ node: Node, _ children: [(ChildKey, Node)], _ filter: IndexedFilter,
                                       _ accumulator: inout ChildChangeAccumulator?) -> Node? {
        var writes: [(path: Path, node: Node)] = []
        writes.reserveCapacity(children.count)
        for (key, newChild) in children {
            // Keys are distinct and one level deep: each child's old value is the original's.
            let oldChild = node.immediateChild(key)
            if oldChild == newChild { continue }
            if accumulator != nil {
                if newChild.isEmpty {
                    if node.hasChild(key) { accumulator!.track(.childRemoved(key, oldChild)) }
                } else if oldChild.isEmpty {
                    accumulator!.track(.childAdded(key, newChild))
                } else {
                    accumulator!.track(.childChanged(key, newChild, old: oldChild))
                }
            }
            writes.append((Path([key]), newChild))
        }
        if writes.isEmpty { return nil }
        return node.updatingChildren(writes).withIndex(filter.index)
    }
}
