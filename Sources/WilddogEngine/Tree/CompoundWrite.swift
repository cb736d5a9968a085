/// A set of overwrites at paths, merged so that no write lies below another (the layer of
/// pending user writes over the server cache).
package struct CompoundWrite: Sendable {
    package private(set) var tree: ImmutableTree<Node>

    package init(_ tree: ImmutableTree<Node> = ImmutableTree()) { self.tree = tree }

    package static let empty = CompoundWrite()

    package var isEmpty: Bool { tree.isEmpty }

    /// Adds an overwrite of `node` at `path`, folding it into a shallower write if one exists.
    package func addingWrite(_ path: Path, _ node: Node) -> CompoundWrite {
        var result = self
        result.addWrite(path, node)
        return result
    }

    /// Adds an overwrite in place: O(depth) when this write is uniquely held (copy-on-write
    /// copies only what another version shares).
    package mutating func addWrite(_ path: Path, _ node: Node) {
        if path.count == 1, tree.value == nil, let key = path.front {
            // A child of a location no write covers: it replaces whatever was written below it.
            tree.children[key] = ImmutableTree(node)
        } else if path.isEmpty {
            tree = ImmutableTree(node)
        } else if let rootmost = tree.rootMostValueAndPath(path) {
            let relative = Path.relative(from: rootmost.path, to: path)
            tree.set(rootmost.path, rootmost.value.updatingChild(relative, node))
        } else {
            tree.setTree(path, ImmutableTree(node))
        }
    }

    /// Adds each `(relativePath, node)` of a merge below `path`.
    package func addingWrites(_ path: Path, _ merge: [(Path, Node)]) -> CompoundWrite {
        var result = self
        result.addWrites(path, merge)
        return result
    }

    /// In place, as each write added in turn, in one pass: the merge's children are written
    /// into the subtree at `path` (or folded into the write above it) without walking from
    /// the root per child.
    package mutating func addWrites(_ path: Path, _ merge: [(Path, Node)]) {
        if let rootmost = tree.rootMostValueAndPath(path) {
            // A write at or above `path` holds the data there: fold the merge into its node.
            let base = Path.relative(from: rootmost.path, to: path)
            tree.set(rootmost.path, rootmost.value.updatingChildren(merge.map { (path: base.child($0.0), node: $0.1) }))
            return
        }
        tree.updateSubtree(path) { subtree in
            var writes = CompoundWrite(subtree)
            subtree = ImmutableTree()
            writes.tree.children.reserveCapacity(writes.tree.children.count + merge.count)
            for (relative, node) in merge { writes.addWrite(relative, node) }
            subtree = writes.tree
        }
    }

    package func removingWrite(_ path: Path) -> CompoundWrite {
        var result = self
        result.removeWrite(path)
        return result
    }

    /// Removes the writes at and below `path`, in place.
    package mutating func removeWrite(_ path: Path) {
        if path.isEmpty {
            tree = ImmutableTree()
        } else {
            tree.setTree(path, ImmutableTree())
        }
    }

    /// Replaces the writes at and below `path` with `writes` (relative to `path`), in place.
    package mutating func replaceWrites(_ path: Path, with writes: CompoundWrite) {
        tree.setTree(path, writes.tree)
    }

    package func hasCompleteWrite(_ path: Path) -> Bool { completeNode(path) != nil }

    /// The node at `path` if a write covers it completely.
    package func completeNode(_ path: Path) -> Node? {
        guard let rootmost = tree.rootMostValueAndPath(path) else { return nil }
        return rootmost.value.child(Path.relative(from: rootmost.path, to: path))
    }

    /// The children that are completely written at the root of this write.
    package func completeChildren() -> [NamedNode] {
        var result: [NamedNode] = []
        if let node = tree.value {
            node.forEachChild { result.append($0) }
        } else {
            tree.forEachChildValue { key, node in result.append(NamedNode(key, node)) }
        }
        return result
    }

    /// The writes below `path`, relative to it.
    package func childCompoundWrite(_ path: Path) -> CompoundWrite {
        if path.isEmpty { return self }
        if let shadowing = completeNode(path) { return CompoundWrite(ImmutableTree(shadowing)) }
        return CompoundWrite(tree.subtree(path))
    }

    /// `node` with every write applied; priority writes are applied last and only to
    /// non-empty nodes.
    package func apply(to node: Node) -> Node {
        CompoundWrite.apply(.root, tree, node)
    }

    private static func apply(_ relative: Path, _ writes: ImmutableTree<Node>, _ node: Node) -> Node {
        if let value = writes.value { return node.updatingChild(relative, value) }
        var node = node
        var priorityWrite: Node?
        for key in writes.sortedChildKeys {
            let childTree = writes.child(key)!
            if key.isPriorityKey {
                priorityWrite = childTree.value
            } else {
                node = apply(relative.child(key), childTree, node)
            }
        }
        if let priorityWrite, !node.child(relative).isEmpty {
            node = node.updatingChild(relative.child(.priority), priorityWrite)
        }
        return node
    }
}
