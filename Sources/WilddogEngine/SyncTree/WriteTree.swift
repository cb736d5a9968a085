/// The pending user writes, oldest first, layered over server data to compute what the user
/// sees (the optimistic layer). Confined to its owner (the SyncTree).
package final class WriteTree {
    package private(set) var allWrites = OrderedQueue<WriteRecord>(id: \.writeId)
    /// The visible writes merged into one compound write.
    package private(set) var visibleWrites = CompoundWrite.empty
    private var lastWriteId = -1

    package init() {}

    package func childWrites(_ path: Path) -> WriteTreeRef { WriteTreeRef(path, self) }

    package func addOverwrite(_ path: Path, _ node: Node, writeId: Int, visible: Bool) {
        precondition(writeId > lastWriteId, "Stacking an older write on top of newer ones")
        allWrites.append(WriteRecord(writeId: writeId, path: path, payload: .overwrite(node), visible: visible))
        if visible { visibleWrites = visibleWrites.addingWrite(path, node) }
        lastWriteId = writeId
    }

    package func addMerge(_ path: Path, _ children: [(Path, Node)], writeId: Int) {
        precondition(writeId > lastWriteId, "Stacking an older merge on top of newer ones")
        allWrites.append(WriteRecord(writeId: writeId, path: path, payload: .merge(children), visible: true))
        visibleWrites = visibleWrites.addingWrites(path, children)
        lastWriteId = writeId
    }

    package func write(_ writeId: Int) -> WriteRecord? { allWrites.element(withId: writeId) }

    /// Removes a write (acked or reverted); returns whether visible data may have changed.
    package func removeWrite(_ writeId: Int) -> Bool {
        guard let idx = allWrites.position(of: writeId) else { return false }
        let removed = allWrites.remove(at: idx)
        var wasVisible = removed.visible
        var overlaps = false
        var i = allWrites.count - 1
        while wasVisible && i >= 0 {
            let current = allWrites[i]
            if current.visible {
                if i >= idx && current.contains(removed.path) {
                    // Completely shadowed by a later write.
                    wasVisible = false
                } else if removed.path.contains(current.path) {
                    overlaps = true
                }
            }
            i -= 1
        }
        if !wasVisible { return false }
        if overlaps {
            visibleWrites = WriteTree.layer(allWrites.elements, at: .root) { $0.visible }
            lastWriteId = allWrites.last?.writeId ?? -1
            return true
        }
        switch removed.payload {
        case .overwrite:
            visibleWrites = visibleWrites.removingWrite(removed.path)
        case .merge(let children):
            for (relative, _) in children { visibleWrites = visibleWrites.removingWrite(removed.path.child(relative)) }
        }
        return true
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
        let mergeAtPath = WriteTree.layer(allWrites.elements, at: treePath) { write in
            (write.visible || includeHiddenWrites) && !writeIdsToExclude.contains(write.writeId)
                && (write.path.contains(treePath) || treePath.contains(write.path))
        }
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
        if let server = completeServerChildren {
            server.forEachChild { named in
                let node = merge.childCompoundWrite(Path([named.name])).apply(to: named.node)
                result = result.updatingImmediateChild(named.name, node)
            }
        }
        for named in merge.completeChildren() {
            result = result.updatingImmediateChild(named.name, named.node)
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

    /// Rebuilds a compound write at `root` from the writes that pass `filter`.
    static func layer(_ writes: some Sequence<WriteRecord>, at root: Path, _ filter: (WriteRecord) -> Bool) -> CompoundWrite {
        var compound = CompoundWrite.empty
        for write in writes where filter(write) {
            switch write.payload {
            case .overwrite(let node):
                if root.contains(write.path) {
                    compound = compound.addingWrite(Path.relative(from: root, to: write.path), node)
                } else if write.path.contains(root) {
                    compound = compound.addingWrite(.root, node.child(Path.relative(from: write.path, to: root)))
                }
            case .merge(let children):
                if root.contains(write.path) {
                    compound = compound.addingWrites(Path.relative(from: root, to: write.path), children)
                } else if write.path.contains(root) {
                    let relative = Path.relative(from: write.path, to: root)
                    for (childPath, node) in children {
                        if childPath.contains(relative) {
                            compound = compound.addingWrite(.root, node.child(Path.relative(from: childPath, to: relative)))
                        } else if relative.contains(childPath) {
                            compound = compound.addingWrite(Path.relative(from: relative, to: childPath), node)
                        }
                    }
                }
            }
        }
        return compound
    }
}
