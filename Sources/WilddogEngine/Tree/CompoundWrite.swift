/// A set of overwrites at paths, merged so that no write lies below another (the layer of
/// pending user writes over the server cache).
package struct CompoundWrite: Sendable {
    package private(set) var tree: ImmutableTree<Node>

    package init(_ tree: ImmutableTree<Node> = ImmutableTree()) { self.tree = tree }

    package static let empty = CompoundWrite()

    package var isEmpty: Bool { tree.isEmpty }

    /// Adds an overwrite of `node` at `path`, folding it into a shallower write if one exists.
    package func addingWrite(_ path: Path, _ node: Node) -> CompoundWrite {
        if path.isEmpty { return CompoundWrite(ImmutableTree(node)) }
        if let rootmost = tree.rootMostValueAndPath(path) {
            let relative = Path.relative(from: rootmost.path, to: path)
            return CompoundWrite(tree.setting(rootmost.path, rootmost.value.updatingChild(relative, node)))
        }
        return CompoundWrite(tree.settingTree(path, ImmutableTree(node)))
    }

    /// Adds each `(relativePath, node)` of a merge below `path`.
    package func addingWrites(_ path: Path, _ merge: [(Path, Node)]) -> CompoundWrite {
        var result = self
        for (relative, node) in merge { result = result.addingWrite(path.child(relative), node) }
        return result
    }

    package func removingWrite(_ path: Path) -> CompoundWrite {
        if path.isEmpty { return .empty }
        return CompoundWrite(tree.settingTree(path, ImmutableTree()))
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
            let childTree = writes.children[key]!
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
