/// The pending user writes, oldest first, layered over server data to compute what the user
/// sees (the optimistic layer). Confined to its owner (the SyncTree).
///
/// Issuing, acknowledging and reverting a write cost O(depth + log n) with n writes pending:
/// the merged layer changes in place, and `index` finds the writes touching a path without
/// scanning the queue.
package final class WriteTree {
    package private(set) var allWrites = OrderedQueue<WriteRecord>(id: \.writeId)
    /// The visible writes merged into one compound write (the deferred merge folded in first).
    package var visibleWrites: CompoundWrite {
        applyDeferredMerge()
        return layer
    }
    /// The visible writes, without the deferred merge.
    private var layer = CompoundWrite.empty
    /// The newest write, a merge, not yet folded into `layer`: it is folded in when the layer is
    /// next read or changed, and dropped unfolded when it is removed first (a merge acked before
    /// anyone looked at the layer, as a large update with no listener costs no layer at all).
    private var deferredMerge: WriteRecord?
    private var lastWriteId = -1
    private var index = WritePathIndex()
    /// The completely written children at a few locations (views over many pending children
    /// ask for them on every server update), kept current as writes come and go.
    private var writtenChildren: [Path: Node] = [:]
    private static let writtenChildrenLocations = 8

    package init() {}

    package func childWrites(_ path: Path) -> WriteTreeRef { WriteTreeRef(path, self) }

    package func addOverwrite(_ path: Path, _ node: Node, writeId: Int, visible: Bool) {
        precondition(writeId > lastWriteId, "Stacking an older write on top of newer ones")
        let record = WriteRecord(writeId: writeId, path: path, payload: .overwrite(node), visible: visible)
        applyDeferredMerge()
        allWrites.append(record)
        index.add(record)
        if visible {
            layer.addWrite(path, node)
            refreshWrittenChildren(touching: path)
        }
        lastWriteId = writeId
    }

    package func addMerge(_ path: Path, _ children: [(Path, Node)], writeId: Int) {
        precondition(writeId > lastWriteId, "Stacking an older merge on top of newer ones")
        let record = WriteRecord(writeId: writeId, path: path, payload: .merge(children), visible: true)
        applyDeferredMerge()
        allWrites.append(record)
        index.add(record)
        lastWriteId = writeId
        if writtenChildren.isEmpty {
            deferredMerge = record
        } else {
            layer.addWrites(path, children)
            refreshWrittenChildren(touchingMerge: path, children)
        }
    }

    /// Folds the deferred merge into the layer.
    private func applyDeferredMerge() {
        guard let record = deferredMerge, case .merge(let children) = record.payload else { return }
        deferredMerge = nil
        layer.addWrites(record.path, children)
        refreshWrittenChildren(touchingMerge: record.path, children)
    }

    package func write(_ writeId: Int) -> WriteRecord? { allWrites.element(withId: writeId) }

    /// Removes a write (acked or reverted); returns whether visible data may have changed.
    ///
    /// The removed write was visible unless a later visible write covers it. When other visible
    /// writes lie at or below it, or a write above it holds its data (folded in), the layer is
    /// rebuilt there from the writes that touch that location; otherwise its part is cut out.
    package func removeWrite(_ writeId: Int) -> Bool {
        guard let idx = allWrites.position(of: writeId) else { return false }
        if let deferred = deferredMerge, deferred.writeId == writeId {
            // The newest write, never folded into the layer: the layer is already without it.
            deferredMerge = nil
            _ = allWrites.remove(at: idx)
            index.remove(deferred)
            return true
        }
        applyDeferredMerge()
        let removed = allWrites.remove(at: idx)
        index.remove(removed)
        if !removed.visible || index.isCoveredByLaterWrite(removed.path, after: removed.writeId) { return false }
        // A write above holds this write's data folded in; for a merge, also a write at its own
        // path (a merge's children never put a value there, another write's did).
        let searchFrom: Path?
        if case .merge = removed.payload { searchFrom = removed.path } else { searchFrom = removed.path.parent }
        let valueAbove = searchFrom.flatMap { layer.tree.rootMostValueAndPath($0)?.path }
        if let anchor = valueAbove ?? (index.hasVisibleWrite(atOrBelow: removed.path) ? removed.path : nil) {
            rebuildVisibleWrites(at: anchor)
            lastWriteId = allWrites.last?.writeId ?? -1
            return true
        }
        switch removed.payload {
        case .overwrite:
            layer.removeWrite(removed.path)
            refreshWrittenChildren(touching: removed.path)
        case .merge where index.isUnused(atOrBelow: removed.path):
            // Nothing else is written at or below the merge's location: its part is all there is.
            layer.removeWrite(removed.path)
            refreshWrittenChildren(touching: removed.path)
        case .merge(let children):
            for (relative, _) in children { layer.removeWrite(removed.path.child(relative)) }
            refreshWrittenChildren(touchingMerge: removed.path, children)
        }
        return true
    }

    /// Removes every pending write at once (a batch that acknowledges all of them) and returns
    /// them, oldest first: the layer, its index and the cached children are reset, not
    /// unwound write by write.
    package func removeAllWrites() -> [WriteRecord] {
        let removed = Array(allWrites.elements)
        allWrites = OrderedQueue(id: \.writeId)
        layer = .empty
        deferredMerge = nil
        index = WritePathIndex()
        writtenChildren = [:]
        return removed
    }

    /// Called before `count` writes are removed together (a batch of acks): for many of them
    /// the cached written children are dropped, to be rebuilt once when next asked for, instead
    /// of being updated write by write.
    package func willRemoveWrites(_ count: Int) {
        if count > WriteTree.batchRefreshLimit { writtenChildren.removeAll() }
    }

    private static let batchRefreshLimit = 64

    /// The writes that touch `path` and matter for layering those that pass `filter` there,
    /// oldest first: from the newest passing overwrite at or above `path` (it replaces
    /// everything there, priority included) on; all of them when there is none.
    private func writesTouching(_ path: Path, layering filter: (WriteRecord) -> Bool) -> [WriteRecord] {
        let ids = index.idsTouching(path) { id in
            guard let write = allWrites.element(withId: id), case .overwrite = write.payload else { return false }
            return filter(write)
        }
        return ids.compactMap { allWrites.element(withId: $0) }
    }

    /// Recomputes the layer at and below `path` from the writes that touch it (no write above
    /// `path` holds data there).
    private func rebuildVisibleWrites(at path: Path) {
        if path.isEmpty {
            layer = WriteTree.layer(allWrites.elements, at: .root) { $0.visible }
            writtenChildren = [:]
            return
        }
        let layered = WriteTree.layer(writesTouching(path, layering: \.visible), at: path) { $0.visible }
        layer.replaceWrites(path, with: layered)
        refreshWrittenChildren(touching: path)
    }

    /// Keeps `writtenChildren` current after the writes at and below `path` changed.
    private func refreshWrittenChildren(touching path: Path) {
        guard !writtenChildren.isEmpty else { return }
        for location in Array(writtenChildren.keys) {
            if location.count < path.count && location.contains(path) {
                let key = path.segments[path.segments.startIndex + location.count]
                if key.isPriorityKey { continue }
                let value = layer.tree.subtree(location.child(key)).value ?? .empty
                // In place when nothing else holds these children.
                writtenChildren[location]?.updateImmediateChild(key, value)
            } else if path.contains(location) {
                writtenChildren[location] = nil
            }
        }
    }

    /// Keeps `writtenChildren` current after a merge's children at `path` changed: child by
    /// child for a few; for many, as one change at `path` (the same for locations above it;
    /// locations at or below it are dropped and rebuilt when next asked for).
    private func refreshWrittenChildren(touchingMerge path: Path, _ children: [(Path, Node)]) {
        guard !writtenChildren.isEmpty else { return }
        if children.count > 8 { return refreshWrittenChildren(touching: path) }
        for (relative, _) in children { refreshWrittenChildren(touching: path.child(relative)) }
    }

    /// The non-empty children written completely at `treePath` (no write at or above it).
    private func completelyWrittenChildren(_ treePath: Path, _ merge: CompoundWrite) -> Node {
        if let known = writtenChildren[treePath] { return known }
        var children = Node.empty
        merge.tree.forEachChildValue { key, node in
            if !key.isPriorityKey { children = children.updatingImmediateChild(key, node) }
        }
        if writtenChildren.count >= WriteTree.writtenChildrenLocations { writtenChildren.removeAll() }
        writtenChildren[treePath] = children
        return children
    }

    /// The event cache at `treePath`: server data with the pending writes on top; nil when not
    /// complete. Hidden (transaction) writes and excluded ids are honoured when requested.
    package func calcCompleteEventCache(_ treePath: Path, _ completeServerCache: Node?,
                                        excluding writeIdsToExclude: [Int] = [],
                                        includeHiddenWrites: Bool = false) -> Node? {
        if allWrites.isEmpty { return completeServerCache }
        if writeIdsToExclude.isEmpty && !includeHiddenWrites {
            if let shadowing = visibleWrites.completeNode(treePath) { return shadowing }
            let subMerge = visibleWrites.childCompoundWrite(treePath)
            if subMerge.isEmpty { return completeServerCache }
            if completeServerCache == nil && !subMerge.hasCompleteWrite(.root) { return nil }
            return subMerge.apply(to: completeServerCache ?? .empty)
        }
        let merge = visibleWrites.childCompoundWrite(treePath)
        if !includeHiddenWrites && merge.isEmpty { return completeServerCache }
        if !includeHiddenWrites && completeServerCache == nil && !merge.hasCompleteWrite(.root) { return nil }
        let excluded = Set(writeIdsToExclude)
        let passes = { (write: WriteRecord) in
            (write.visible || includeHiddenWrites) && !excluded.contains(write.writeId)
        }
        let mergeAtPath = WriteTree.layer(writesTouching(treePath, layering: passes), at: treePath, passes)
        return mergeAtPath.apply(to: completeServerCache ?? .empty)
    }

    /// The complete children at `treePath`, layering writes over the known server children.
    package func calcCompleteEventChildren(_ treePath: Path, _ completeServerChildren: Node?) -> Node {
        var result = Node.empty
        if let topLevelSet = visibleWrites.completeNode(treePath) {
            if !topLevelSet.isLeaf {
                topLevelSet.forEachChild { result = result.updatingImmediateChild($0.name, $0.node) }
            }
            return result
        }
        let merge = visibleWrites.childCompoundWrite(treePath)
        // The completely written children, then the server's other children with the partial
        // writes below them applied.
        result = completelyWrittenChildren(treePath, merge)
        // A priority write applies when some server child remains (as it did when the children
        // were layered one by one, server children first).
        var serverChildRemains = false
        if let server = completeServerChildren {
            server.forEachChild { named in
                if let written = merge.tree.child(named.name)?.value {
                    serverChildRemains = serverChildRemains || !written.isEmpty
                    return
                }
                let node = merge.childCompoundWrite(Path([named.name])).apply(to: named.node)
                serverChildRemains = serverChildRemains || !node.isEmpty
                result = result.updatingImmediateChild(named.name, node)
            }
        }
        if serverChildRemains, let priority = merge.tree.child(.priority)?.value {
            result = result.updatingImmediateChild(.priority, priority)
        }
        return result
    }

    /// What the event cache at `treePath/childPath` becomes after a server overwrite there:
    /// nil when a write shadows it completely (no events).
    package func calcEventCacheAfterServerOverwrite(_ treePath: Path, _ childPath: Path,
                                                   _ existingEventSnap: Node?, _ existingServerSnap: Node?) -> Node? {
        if visibleWrites.isEmpty { return (existingServerSnap ?? .empty).child(childPath) }
        let path = treePath.child(childPath)
        if visibleWrites.hasCompleteWrite(path) { return nil }
        let childMerge = visibleWrites.childCompoundWrite(path)
        let server = (existingServerSnap ?? .empty).child(childPath)
        if childMerge.isEmpty { return server }
        return childMerge.apply(to: server)
    }

    /// A complete child at `treePath/childKey` from writes or from complete server data.
    package func calcCompleteChild(_ treePath: Path, _ childKey: ChildKey, _ existingServerSnap: CacheNode) -> Node? {
        if visibleWrites.isEmpty {
            return existingServerSnap.isComplete(forChild: childKey) ? existingServerSnap.node.immediateChild(childKey) : nil
        }
        let path = treePath.child(childKey)
        if let shadowing = visibleWrites.completeNode(path) { return shadowing }
        guard existingServerSnap.isComplete(forChild: childKey) else { return nil }
        return visibleWrites.childCompoundWrite(path).apply(to: existingServerSnap.node.immediateChild(childKey))
    }

    package func shadowingWrite(_ path: Path) -> Node? {
        visibleWrites.isEmpty ? nil : visibleWrites.completeNode(path)
    }

    /// Up to `count` complete children after `start` (in `index` order, or reversed), from
    /// writes layered over complete server data.
    package func calcIndexedSlice(_ treePath: Path, _ completeServerData: Node?, start: NamedNode,
                                  count: Int, reverse: Bool, index: Index) -> [NamedNode] {
        let merge = visibleWrites.childCompoundWrite(treePath)
        var toIterate: Node
        if let shadowing = merge.completeNode(.root) {
            toIterate = shadowing
        } else if let server = completeServerData {
            toIterate = merge.apply(to: server)
        } else {
            return []
        }
        toIterate = toIterate.withIndex(index)
        guard case .children = toIterate else { return [] }
        var result: [NamedNode] = []
        var iterator = toIterate.sortedChildren(index).iterator(from: IndexProbe(index, start), reverse: reverse)
        while result.count < count, let next = iterator.next() {
            if index.compare(next, start) != 0 { result.append(next) }
        }
        return result
    }

    /// Rebuilds a compound write at `root` from the writes that pass `filter` (in place: no
    /// copy of the written children per write).
    static func layer(_ writes: some Sequence<WriteRecord>, at root: Path, _ filter: (WriteRecord) -> Bool) -> CompoundWrite {
        var compound = CompoundWrite.empty
        for write in writes where filter(write) {
            switch write.payload {
            case .overwrite(let node):
                if root.contains(write.path) {
                    compound.addWrite(Path.relative(from: root, to: write.path), node)
                } else if write.path.contains(root) {
                    compound.addWrite(.root, node.child(Path.relative(from: write.path, to: root)))
                }
            case .merge(let children):
                if root.contains(write.path) {
                    compound.addWrites(Path.relative(from: root, to: write.path), children)
                } else if write.path.contains(root) {
                    let relative = Path.relative(from: write.path, to: root)
                    for (childPath, node) in children {
                        if childPath.contains(relative) {
                            compound.addWrite(.root, node.child(Path.relative(from: childPath, to: relative)))
                        } else if relative.contains(childPath) {
                            compound.addWrite(Path.relative(from: relative, to: childPath), node)
                        }
                    }
                }
            }
        }
        return compound
    }
}
