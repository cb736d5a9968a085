/// Which parts of the server cache to prune and which to keep (Firebase's PruneForest): a tree
/// of flags, `true` = prune this location (except kept locations below it), `false` = keep it.
/// Prunes are added before keeps, so a keep below a prune survives.
struct PruneForest {
    private(set) var tree = ImmutableTree<Bool>()

    init() {}

    private init(_ tree: ImmutableTree<Bool>) { self.tree = tree }

    var prunesAnything: Bool {
        var found = false
        tree.forEach { _, prune in if prune { found = true } }
        return found
    }

    /// The flag closest to `path` on the way down from the root.
    private func leafMostValue(_ path: Path) -> Bool? {
        var node = tree
        var result = node.value
        for key in path.segments {
            guard let child = node.children[key] else { break }
            node = child
            if let v = node.value { result = v }
        }
        return result
    }

    private func isKeptAbove(_ path: Path) -> Bool {
        tree.findOnPath(path) { _, prune in prune ? nil : true } ?? false
    }

    func shouldPruneUnkeptDescendants(_ path: Path) -> Bool { leafMostValue(path) == true }

    func shouldKeep(_ path: Path) -> Bool { leafMostValue(path) == false }

    func prune(_ path: Path) -> PruneForest {
        if isKeptAbove(path) { return self }
        return PruneForest(tree.settingTree(path, ImmutableTree(true)))
    }

    func keep(_ path: Path) -> PruneForest {
        if isKeptAbove(path) { return self }
        return PruneForest(tree.settingTree(path, ImmutableTree(false)))
    }

    /// The forest seen from child `key`, inheriting this location's flag.
    func child(_ key: ChildKey) -> PruneForest {
        var child = tree.children[key] ?? ImmutableTree()
        if child.value == nil, let inherited = tree.value { child = child.setting(.root, inherited) }
        return PruneForest(child)
    }

    /// The kept locations, relative to this forest's root.
    var keptPaths: [Path] {
        var paths: [Path] = []
        tree.forEach { path, prune in if !prune { paths.append(path) } }
        return paths
    }
}
