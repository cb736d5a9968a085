extension Node {
    /// This node with each `(path, node)` written in turn, exactly as successive
    /// `updatingChild` calls would (a later write sees the earlier ones).
    ///
    /// Consecutive writes to children of one object node (a multi-path update of many keys)
    /// are applied to a private copy of that node, mutating it in place: a run of m writes
    /// under a node of n children costs O(m log n) with one allocation per new child, instead
    /// of a new root-to-child path of tree nodes per write.
    package func updatingChildren(_ writes: [(path: Path, node: Node)]) -> Node {
        var result = self
        var start = writes.startIndex
        while start < writes.endIndex {
            guard let parentPath = writes[start].path.parent else {
                result = writes[start].node
                start += 1
                continue
            }
            var end = start + 1
            while end < writes.endIndex, writes[end].path.count == parentPath.count + 1,
                  writes[end].path.parent == parentPath {
                end += 1
            }
            result.updateChildren(under: parentPath, writes[start..<end])
            start = end
        }
        return result
    }

    /// Writes `run`, whose paths are all children of `parentPath`, in order.
    private mutating func updateChildren(under parentPath: Path, _ run: ArraySlice<(path: Path, node: Node)>) {
        var parent = child(parentPath)
        // In place only pays for a long run under an object (or where one will be created).
        guard run.count >= 8, parent.isEmpty || parent.childrenNode != nil else {
            for (path, node) in run { self = updatingChild(path, node) }
            return
        }
        if let merged = Node.merging(run, into: parent) {
            if !merged.isEmpty { self = updatingChild(parentPath, merged) }
            return
        }
        let before = self
        if !parent.isEmpty {
            // Detach the parent (a placeholder keeps every ancestor as it is) so that `parent`
            // holds this tree's only reference to it; a copy shared with older trees is copied
            // on its first write, then mutated.
            self = updatingChild(parentPath, .leaf(.bool(false)))
        }
        for (path, node) in run {
            guard let key = path.back else { continue }
            let wasEmpty = parent.isEmpty
            parent.updateImmediateChild(key, node)
            if parent.isEmpty && !wasEmpty {
                // The last child went, which collapses empty ancestors (dropping their
                // priorities) between writes: replay the run write by write instead.
                self = before
                for (path, node) in run { self = updatingChild(path, node) }
                return
            }
        }
        self = updatingChild(parentPath, parent)
    }

    /// `parent` (empty or an object) with a long run of writes to its children given in
    /// strictly increasing key order, built in one linear merge of the two sorted sequences
    /// (O(n + m), one allocation per child) when that is cheaper than m in-place inserts;
    /// nil when the run does not qualify (unsorted, a priority write, short against n, or
    /// emptying the parent on the way, which collapses ancestors between writes).
    private static func merging(_ run: ArraySlice<(path: Path, node: Node)>, into parent: Node) -> Node? {
        let existing = parent.childrenNode
        let count = existing?.count ?? 0
        guard run.count * 8 >= count else { return nil }
        var previous: ChildKey?
        for (path, _) in run {
            guard let key = path.back, !key.isPriorityKey else { return nil }
            if let previous, ChildKey.compare(previous, key) >= 0 { return nil }
            previous = key
        }
        var merged: [NamedNode] = []
        merged.reserveCapacity(count + run.count)
        var iterator = existing?.children.makeIterator()
        var next = iterator?.next()
        var size = count
        for (path, node) in run {
            let key = path.back!
            while let current = next, ChildKey.compare(current.name, key) < 0 {
                merged.append(current)
                next = iterator?.next()
            }
            let replaces = next.map { $0.name == key } ?? false
            if replaces { next = iterator?.next() }
            if !node.isEmpty { merged.append(NamedNode(key, node)) }
            let newSize = size - (replaces ? 1 : 0) + (node.isEmpty ? 0 : 1)
            if size > 0 && newSize == 0 { return nil }
            size = newSize
        }
        while let current = next {
            merged.append(current)
            next = iterator?.next()
        }
        if merged.isEmpty { return .empty }
        let indexes = existing?.indexes.rebuilt(for: merged) ?? IndexMap.default.built(for: merged)
        return .children(ChildrenNode(children: PersistentTree(sorted: merged), priority: existing?.priority, indexes: indexes))
    }
}
