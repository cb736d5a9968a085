/// A `WriteTree` seen from one location: every query is relative to `treePath`.
package struct WriteTreeRef {
    package let treePath: Path
    package let writeTree: WriteTree

    init(_ treePath: Path, _ writeTree: WriteTree) {
        self.treePath = treePath
        self.writeTree = writeTree
    }

    package func child(_ key: ChildKey) -> WriteTreeRef { WriteTreeRef(treePath.child(key), writeTree) }

    package func calcCompleteEventCache(_ completeServerCache: Node?, excluding ids: [Int] = [],
                                        includeHiddenWrites: Bool = false) -> Node? {
        writeTree.calcCompleteEventCache(treePath, completeServerCache, excluding: ids, includeHiddenWrites: includeHiddenWrites)
    }

    package func calcCompleteEventChildren(_ completeServerChildren: Node?) -> Node {
        writeTree.calcCompleteEventChildren(treePath, completeServerChildren)
    }

    package func calcEventCacheAfterServerOverwrite(_ path: Path, _ existingEventSnap: Node?, _ existingServerSnap: Node?) -> Node? {
        writeTree.calcEventCacheAfterServerOverwrite(treePath, path, existingEventSnap, existingServerSnap)
    }

    package func shadowingWrite(_ path: Path) -> Node? {
        writeTree.visibleWrites.isEmpty ? nil : writeTree.shadowingWrite(treePath.child(path))
    }

    package func calcIndexedSlice(_ completeServerData: Node?, start: NamedNode, count: Int, reverse: Bool, index: Index) -> [NamedNode] {
        writeTree.calcIndexedSlice(treePath, completeServerData, start: start, count: count, reverse: reverse, index: index)
    }

    package func calcCompleteChild(_ key: ChildKey, _ existingServerCache: CacheNode) -> Node? {
        writeTree.calcCompleteChild(treePath, key, existingServerCache)
    }
}
