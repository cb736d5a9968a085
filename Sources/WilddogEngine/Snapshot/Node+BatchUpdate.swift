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
}
