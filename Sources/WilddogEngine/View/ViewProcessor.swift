/// Applies operations to a view's caches and collects the child changes (the heart of the
/// client: optimistic writes over server data, acks, reverts, filters).
package struct ViewProcessor {
    let filter: any NodeFilter

    package init(filter: any NodeFilter) { self.filter = filter }

    /// `oldViewCache` is consumed: a caller that passes its only reference lets server
    /// updates happen in place.
    package func applyOperation(_ oldViewCache: consuming ViewCache, _ operation: Operation, _ writesCache: WriteTreeRef,
                                _ completeCache: Node?) -> (viewCache: ViewCache, changes: [Change]) {
        let oldEventCache = oldViewCache.eventCache
        var accumulator: ChildChangeAccumulator? = ChildChangeAccumulator()
        let newViewCache: ViewCache
        switch operation.kind {
        case .overwrite(let node):
            if operation.source.fromUser {
                newViewCache = applyUserOverwrite(oldViewCache, operation.path, node, writesCache, completeCache, &accumulator)
            } else {
                // Filter tagged updates, and updates below a filtered server node (an update at the
                // root may mark the node unfiltered again).
                let filterServerNode = operation.source.tagged
                    || (oldViewCache.serverCache.isFiltered && !operation.path.isEmpty)
                newViewCache = applyServerOverwrite(consume oldViewCache, operation.path, node, writesCache, completeCache,
                                                    filterServerNode, &accumulator, writesUnchanged: true)
            }
        case .merge(let children):
            if operation.source.fromUser {
                newViewCache = applyUserMerge(oldViewCache, operation.path, children, writesCache, completeCache, &accumulator)
            } else {
                let filterServerNode = operation.source.tagged || oldViewCache.serverCache.isFiltered
                newViewCache = applyServerMerge(oldViewCache, operation.path, children, writesCache, completeCache,
                                                filterServerNode, &accumulator)
            }
        case .ackUserWrite(let affected, let revert):
            if revert {
                newViewCache = revertUserWrite(oldViewCache, operation.path, writesCache, completeCache, &accumulator)
            } else {
                newViewCache = ackUserWrite(oldViewCache, operation.path, affected, writesCache, completeCache, &accumulator)
            }
        case .listenComplete:
            newViewCache = listenComplete(oldViewCache, operation.path, writesCache, &accumulator)
        }
        var changes = accumulator!.allChanges
        ViewProcessor.maybeAddValueEvent(oldEventCache, newViewCache, &changes)
        return (newViewCache, changes)
    }

    /// A value change fires only for a complete view that changed (SEMANTICS.md §5.5).
    static func maybeAddValueEvent(_ oldEventCache: CacheNode, _ newViewCache: ViewCache, _ changes: inout [Change]) {
        let eventSnap = newViewCache.eventCache
        guard eventSnap.isFullyInitialized else { return }
        let node = eventSnap.node
        let isLeafOrEmpty = node.isLeaf || node.isEmpty
        let oldComplete = oldEventCache.isFullyInitialized ? oldEventCache.node : nil
        if !changes.isEmpty || !oldEventCache.isFullyInitialized
            || (isLeafOrEmpty && node != (oldComplete ?? .empty))
            || node.priority != oldComplete?.priority {
            changes.append(.value(node))
        }
    }

    /// `serverUnchanged`: a server operation left the complete server data as it was (a listen
    /// completing, data sent again after a reconnect) and the pending writes did not change; the
    /// event cache, server data with the pending writes on top, is then the same too: it is not
    /// recomputed over every pending write.
    private func generateEventCacheAfterServerEvent(_ viewCache: ViewCache, _ changePath: Path, _ writesCache: WriteTreeRef,
                                                    _ source: CompleteChildSource,
                                                    _ accumulator: inout ChildChangeAccumulator?,
                                                    serverUnchanged: Bool = false) -> ViewCache {
        let oldEventSnap = viewCache.eventCache
        if writesCache.shadowingWrite(changePath) != nil { return viewCache }
        var newEventCache: Node
        if changePath.isEmpty && serverUnchanged && oldEventSnap.isFullyInitialized && !filter.filtersNodes {
            return viewCache
        }
        if changePath.isEmpty {
            precondition(viewCache.serverCache.isFullyInitialized, "If change path is empty, we must have complete server data")
            if viewCache.serverCache.isFiltered {
                // Apply writes only to complete children: deep writes on filtered data may be incomplete.
                let serverCache = viewCache.completeServerSnap
                let completeChildren = serverCache?.childrenNode != nil ? serverCache! : Node.empty
                let completeEventChildren = writesCache.calcCompleteEventChildren(completeChildren)
                newEventCache = filter.updateFullNode(oldEventSnap.node, completeEventChildren, &accumulator)
            } else {
                let completeNode = writesCache.calcCompleteEventCache(viewCache.completeServerSnap) ?? .empty
                newEventCache = filter.updateFullNode(oldEventSnap.node, completeNode, &accumulator)
            }
        } else {
            let childKey = changePath.front!
            if childKey.isPriorityKey {
                precondition(changePath.count == 1, "Can't have a priority with additional path components")
                let oldEventNode = oldEventSnap.node
                let serverNode = viewCache.serverCache.node
                if let updatedPriority = writesCache.calcEventCacheAfterServerOverwrite(changePath, oldEventNode, serverNode) {
                    newEventCache = filter.updatePriority(oldEventNode, updatedPriority)
                } else {
                    newEventCache = oldEventNode
                }
            } else {
                let childChangePath = changePath.popFront
                var newEventChild: Node?
                if oldEventSnap.isComplete(forChild: childKey) {
                    let serverNode = viewCache.serverCache.node
                    let old = oldEventSnap.node.immediateChild(childKey)
                    if let update = writesCache.calcEventCacheAfterServerOverwrite(changePath, oldEventSnap.node, serverNode) {
                        newEventChild = old.updatingChild(childChangePath, update)
                    } else {
                        newEventChild = old
                    }
                } else {
                    newEventChild = writesCache.calcCompleteChild(childKey, viewCache.serverCache)
                }
                if let newEventChild {
                    newEventCache = filter.updateChild(oldEventSnap.node, childKey, newEventChild, childChangePath, source, &accumulator)
                } else {
                    newEventCache = oldEventSnap.node
                }
            }
        }
        return viewCache.updatingEventSnap(newEventCache, complete: oldEventSnap.isFullyInitialized || changePath.isEmpty,
                                           filtered: filter.filtersNodes)
    }

    /// `oldViewCache` is consumed: when it holds the only reference to the server node, a
    /// child update happens in place instead of copying a path of the children tree.
    private func applyServerOverwrite(_ oldViewCache: consuming ViewCache, _ changePath: Path, _ changedSnap: Node,
                                      _ writesCache: WriteTreeRef, _ completeCache: Node?, _ filterServerNode: Bool,
                                      _ accumulator: inout ChildChangeAccumulator?, writesUnchanged: Bool = false) -> ViewCache {
        var cache = oldViewCache
        let serverComplete = cache.serverCache.isFullyInitialized
        let serverFilter: any NodeFilter = filterServerNode ? filter : filter.indexedFilter
        var none: ChildChangeAccumulator? = nil
        let newServerCache: Node
        var serverUnchanged = false
        if changePath.isEmpty {
            newServerCache = serverFilter.updateFullNode(cache.serverCache.node, changedSnap, &none)
            // Only for server data: an ack re-applies unchanged server data after removing a write.
            serverUnchanged = writesUnchanged && serverComplete && !cache.serverCache.isFiltered && !serverFilter.filtersNodes
                && newServerCache == cache.serverCache.node
        } else if serverFilter.filtersNodes && !cache.serverCache.isFiltered {
            // We want to filter the server node but have not yet: simulate a full update.
            let newServerNode = cache.serverCache.node.updatingChild(changePath, changedSnap)
            newServerCache = serverFilter.updateFullNode(cache.serverCache.node, newServerNode, &none)
        } else {
            let childKey = changePath.front!
            if !cache.serverCache.isComplete(for: changePath) && changePath.count > 1 {
                // Do not update incomplete nodes with updates intended for other listeners.
                return cache
            }
            let childChangePath = changePath.popFront
            let newChildNode = childChangePath.isEmpty
                ? changedSnap : cache.serverCache.node.immediateChild(childKey).updatingChild(childChangePath, changedSnap)
            if childKey.isPriorityKey {
                newServerCache = serverFilter.updatePriority(cache.serverCache.node, newChildNode)
            } else {
                newServerCache = serverFilter.updateChild(cache.takeServerNode(), childKey, newChildNode, childChangePath,
                                                          NoCompleteChildSource(), &none)
            }
        }
        let newViewCache = cache.updatingServerSnap(newServerCache, complete: serverComplete || changePath.isEmpty,
                                                    filtered: serverFilter.filtersNodes)
        let source = WriteTreeCompleteChildSource(writesCache, newViewCache, completeCache)
        return generateEventCacheAfterServerEvent(newViewCache, changePath, writesCache, source, &accumulator,
                                                  serverUnchanged: serverUnchanged)
    }

    private func applyUserOverwrite(_ oldViewCache: ViewCache, _ changePath: Path, _ changedSnap: Node,
                                    _ writesCache: WriteTreeRef, _ completeCache: Node?,
                                    _ accumulator: inout ChildChangeAccumulator?) -> ViewCache {
        let oldEventSnap = oldViewCache.eventCache
        let source = WriteTreeCompleteChildSource(writesCache, oldViewCache, completeCache)
        if changePath.isEmpty {
            let newEventCache = filter.updateFullNode(oldEventSnap.node, changedSnap, &accumulator)
            return oldViewCache.updatingEventSnap(newEventCache, complete: true, filtered: filter.filtersNodes)
        }
        let childKey = changePath.front!
        if childKey.isPriorityKey {
            let newEventCache = filter.updatePriority(oldEventSnap.node, changedSnap)
            return oldViewCache.updatingEventSnap(newEventCache, complete: oldEventSnap.isFullyInitialized,
                                                  filtered: oldEventSnap.isFiltered)
        }
        let childChangePath = changePath.popFront
        let oldChild = oldEventSnap.node.immediateChild(childKey)
        let newChild: Node
        if childChangePath.isEmpty {
            newChild = changedSnap
        } else if let childNode = source.completeChild(childKey) {
            if childChangePath.back?.isPriorityKey == true, childNode.child(childChangePath.parent!).isEmpty {
                // A priority update on an empty node: if the node exists on the server, the server
                // will send the priority, so ignore it for now.
                newChild = childNode
            } else {
                newChild = childNode.updatingChild(childChangePath, changedSnap)
            }
        } else {
            newChild = .empty
        }
        guard oldChild != newChild else { return oldViewCache }
        let newEventSnap = filter.updateChild(oldEventSnap.node, childKey, newChild, childChangePath, source, &accumulator)
        return oldViewCache.updatingEventSnap(newEventSnap, complete: oldEventSnap.isFullyInitialized,
                                              filtered: filter.filtersNodes)
    }

    private func applyUserMerge(_ viewCache: ViewCache, _ path: Path, _ changedChildren: ImmutableTree<Node>,
                                _ writesCache: WriteTreeRef, _ serverCache: Node?,
                                _ accumulator: inout ChildChangeAccumulator?) -> ViewCache {
        // Changes to children currently in view go first: in a limited view they may bump
        // children out of the window and make room for new ones.
        var current = viewCache
        var entries: [(Path, Node)] = []
        changedChildren.forEach { entries.append(($0, $1)) }
        entries = Path.priorityWritesLast(entries, path: \.0)
        if path.isEmpty, let merged = applyUserMergeOfChildren(viewCache, entries, &accumulator) { return merged }
        for pass in [true, false] {
            for (relativePath, node) in entries {
                let writePath = path.child(relativePath)
                if viewCache.eventCache.isComplete(forChild: writePath.front!) == pass {
                    current = applyUserOverwrite(current, writePath, node, writesCache, serverCache, &accumulator)
                }
            }
        }
        return current
    }

    private static func applyMerge(_ node: Node, _ merge: ImmutableTree<Node>) -> Node {
        var entries: [(Path, Node)] = []
        merge.forEach { entries.append(($0, $1)) }
        var node = node
        for (path, child) in Path.priorityWritesLast(entries, path: \.0) { node = node.updatingChild(path, child) }
        return node
    }

    private func applyServerMerge(_ viewCache: ViewCache, _ path: Path, _ changedChildren: ImmutableTree<Node>,
                                  _ writesCache: WriteTreeRef, _ serverCache: Node?, _ filterServerNode: Bool,
                                  _ accumulator: inout ChildChangeAccumulator?) -> ViewCache {
        // Without a cache, this merge was meant for an earlier listen here; wait for full data.
        if viewCache.serverCache.node.isEmpty && !viewCache.serverCache.isFullyInitialized { return viewCache }
        var current = viewCache
        let viewMergeTree = path.isEmpty ? changedChildren : ImmutableTree<Node>().settingTree(path, changedChildren)
        let serverNode = viewCache.serverCache.node
        let keys = Path.priorityWritesLast(viewMergeTree.sortedChildKeys) { Path([$0]) }
        if path.isEmpty,
           let merged = applyServerMergeOfChildren(viewCache, keys.filter { serverNode.hasChild($0) } + keys.filter { !serverNode.hasChild($0) },
                                                   viewMergeTree, writesCache, filterServerNode, &accumulator) {
            return merged
        }
        for key in keys where serverNode.hasChild(key) {
            let childTree = viewMergeTree.child(key)!
            let newChild = ViewProcessor.applyMerge(serverNode.immediateChild(key), childTree)
            current = applyServerOverwrite(consume current, Path([key]), newChild, writesCache, serverCache,
                                           filterServerNode, &accumulator)
        }
        for key in keys where !serverNode.hasChild(key) {
            let childTree = viewMergeTree.child(key)!
            let isUnknownDeepMerge = !viewCache.serverCache.isComplete(forChild: key) && childTree.value == nil
            if isUnknownDeepMerge { continue }
            let newChild = ViewProcessor.applyMerge(serverNode.immediateChild(key), childTree)
            current = applyServerOverwrite(consume current, Path([key]), newChild, writesCache, serverCache,
                                           filterServerNode, &accumulator)
        }
        return current
    }

    private func ackUserWrite(_ viewCache: ViewCache, _ ackPath: Path, _ affectedTree: ImmutableTree<Bool>,
                              _ writesCache: WriteTreeRef, _ completeCache: Node?,
                              _ accumulator: inout ChildChangeAccumulator?) -> ViewCache {
        if writesCache.shadowingWrite(ackPath) != nil { return viewCache }
        // Re-apply the server cache for the affected paths, now that they are no longer shadowed.
        let filterServerNode = viewCache.serverCache.isFiltered
        let serverCache = viewCache.serverCache
        if affectedTree.value != nil {
            if (ackPath.isEmpty && serverCache.isFullyInitialized) || serverCache.isComplete(for: ackPath) {
                return applyServerOverwrite(viewCache, ackPath, serverCache.node.child(ackPath), writesCache, completeCache,
                                            filterServerNode, &accumulator)
            }
            if ackPath.isEmpty {
                // Acking data here without full data: re-apply what we have as a merge.
                var changedChildren = ImmutableTree<Node>()
                serverCache.node.forEachChild { changedChildren.set(Path([$0.name]), $0.node) }
                return applyServerMerge(viewCache, ackPath, changedChildren, writesCache, completeCache,
                                        filterServerNode, &accumulator)
            }
            return viewCache
        }
        let eventCache = viewCache.eventCache
        // Everything here already shown as the server has it (a batch of acks for data the
        // server accepted as written): nothing would change at any affected path. Compared
        // whole only when the location holds few more children than the ack touches, so that
        // an ack never costs more than the paths it touches.
        if eventCache.isComplete(for: ackPath) && serverCache.isComplete(for: ackPath) {
            var touched = 0
            affectedTree.forEachValueUnordered { _ in touched += 1 }
            let shown = eventCache.node.child(ackPath)
            if shown.childCount <= 4 * touched && shown == serverCache.node.child(ackPath) { return viewCache }
        }
        var changedChildren = ImmutableTree<Node>()
        affectedTree.forEachUnordered { mergePath, _ in
            let serverCachePath = ackPath.child(mergePath)
            guard serverCache.isComplete(for: serverCachePath) else { return }
            let serverChild = serverCache.node.child(serverCachePath)
            // Already shown as the server has it (the usual ack): the writes still pending there
            // override the server wherever they overrode it before, so nothing would change.
            if eventCache.isComplete(for: serverCachePath) && eventCache.node.child(serverCachePath) == serverChild { return }
            changedChildren.set(mergePath, serverChild)
        }
        return applyServerMerge(viewCache, ackPath, changedChildren, writesCache, completeCache, filterServerNode, &accumulator)
    }

    private func listenComplete(_ viewCache: ViewCache, _ path: Path, _ writesCache: WriteTreeRef,
                                _ accumulator: inout ChildChangeAccumulator?) -> ViewCache {
        let oldServerNode = viewCache.serverCache
        let newViewCache = viewCache.updatingServerSnap(oldServerNode.node,
                                                        complete: oldServerNode.isFullyInitialized || path.isEmpty,
                                                        filtered: oldServerNode.isFiltered)
        return generateEventCacheAfterServerEvent(newViewCache, path, writesCache, NoCompleteChildSource(), &accumulator,
                                                  serverUnchanged: oldServerNode.isFullyInitialized && !oldServerNode.isFiltered)
    }

    private func revertUserWrite(_ viewCache: ViewCache, _ path: Path, _ writesCache: WriteTreeRef,
                                 _ completeServerCache: Node?, _ accumulator: inout ChildChangeAccumulator?) -> ViewCache {
        if writesCache.shadowingWrite(path) != nil { return viewCache }
        let source = WriteTreeCompleteChildSource(writesCache, viewCache, completeServerCache)
        let oldEventCache = viewCache.eventCache.node
        var newEventCache: Node
        if path.isEmpty || path.front!.isPriorityKey {
            let newNode: Node
            if viewCache.serverCache.isFullyInitialized {
                newNode = writesCache.calcCompleteEventCache(viewCache.completeServerSnap) ?? .empty
            } else {
                newNode = writesCache.calcCompleteEventChildren(viewCache.serverCache.node)
            }
            newEventCache = filter.updateFullNode(oldEventCache, newNode, &accumulator)
        } else {
            let childKey = path.front!
            var newChild = writesCache.calcCompleteChild(childKey, viewCache.serverCache)
            if newChild == nil && viewCache.serverCache.isComplete(forChild: childKey) {
                newChild = oldEventCache.immediateChild(childKey)
            }
            if let newChild {
                newEventCache = filter.updateChild(oldEventCache, childKey, newChild, path.popFront, source, &accumulator)
            } else if viewCache.eventCache.node.hasChild(childKey) {
                // No complete child available: delete the existing one.
                newEventCache = filter.updateChild(oldEventCache, childKey, .empty, path.popFront, source, &accumulator)
            } else {
                newEventCache = oldEventCache
            }
            if newEventCache.isEmpty && viewCache.serverCache.isFullyInitialized {
                // All child writes may be reverted; the old value may have been a leaf.
                let complete = writesCache.calcCompleteEventCache(viewCache.completeServerSnap) ?? .empty
                if complete.isLeaf {
                    newEventCache = filter.updateFullNode(newEventCache, complete, &accumulator)
                }
            }
        }
        let complete = viewCache.serverCache.isFullyInitialized || writesCache.shadowingWrite(.root) != nil
        return viewCache.updatingEventSnap(newEventCache, complete: complete, filtered: filter.filtersNodes)
    }
}
