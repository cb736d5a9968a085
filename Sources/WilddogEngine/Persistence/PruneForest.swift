/// Which parts of the server cache to prune and which to keep (Firebase's PruneForest): a tree
/// of flags, `true` = prune this location (except kept locations below it), `false` = keep it.
/// Prunes are added before keeps, so a keep below a prune survives.
struct PruneForest {
    private(set) var tree = ImmutableTree<Bool>()
    /// Whether a keep was ever added (until then no location is kept above a prune).
    private var hasKeeps = false

    init() {}

    private init(_ tree: ImmutableTree<Bool>) {
        self.tree = tree
        hasKeeps = true
    }

    var prunesAnything: Bool {
        var found = false
        tree.forEachValueUnordered { prune in if prune { found = true } }
        return found
    }

    /// The flag closest to `path` on the way down from the root: true = prune, false = keep,
    /// nil = neither.
    func flag(_ path: Path) -> Bool? { leafMostValue(path) }

    /// The flag closest to `path` on the way down from the root.
    private func leafMostValue(_ path: Path) -> Bool? {
        var node = tree
        var result = node.value
        for key in path.segments {
            guard let child = node.child(key) else { break }
            node = child
            if let v = node.value { result = v }
        }
        return result
    }

    private func isKeptAbove(_ path: Path) -> Bool {
        tree.firstOnPath(path) { prune in prune ? nil : true } ?? false
    }

    func shouldPruneUnkeptDescendants(_ path: Path) -> Bool { leafMostValue(path) == true }

    func shouldKeep(_ path: Path) -> Bool { leafMostValue(path) == false }

    func prune(_ path: Path) -> PruneForest {
        var forest = self
        forest.formPrune(path)
        return forest
    }

    func keep(_ path: Path) -> PruneForest {
        var forest = self
        forest.formKeep(path)
        return forest
    }

    /// Prunes `path` (and what is below it) unless a location above it is kept; in place, so a
    /// forest of n locations costs O(n · depth), no copy of siblings per location.
    mutating func formPrune(_ path: Path) {
        if !hasKeeps || !isKeptAbove(path) { tree.setTree(path, ImmutableTree(true)) }
    }

    /// Keeps `path` (and what is below it) unless a location above it is kept; in place.
    mutating func formKeep(_ path: Path) {
        if !isKeptAbove(path) {
            tree.setTree(path, ImmutableTree(false))
            hasKeeps = true
        }
    }

    /// Keeps `path` where that changes what is pruned: with a prune at, above or below it
    /// (call after the prunes). Elsewhere nothing is pruned anyway, and a forest of the 1000
    /// queries kept at each check need not be built.
    mutating func formKeepWherePruned(_ path: Path) {
        if leafMostValue(path) == true || !tree.subtree(path).isEmpty { formKeep(path) }
    }

    /// The forest seen from child `key`, inheriting this location's flag.
    func child(_ key: ChildKey) -> PruneForest {
        var child = tree.child(key) ?? ImmutableTree()
        if child.value == nil, let inherited = tree.value { child.value = inherited }
        return PruneForest(child)
    }

    /// The topmost pruned locations (no flag above them), and whether anything below each is
    /// kept. The cache rows a prune decides are those at or below these locations: elsewhere a
    /// row is not flagged, or kept with no prune below it (a keep replaces the prunes below it).
    var topmostPrunes: [(path: Path, keepsBelow: Bool)] {
        var result: [(path: Path, keepsBelow: Bool)] = []
        func visit(_ node: ImmutableTree<Bool>, _ path: Path) {
            if let prune = node.value {
                if prune {
                    var keeps = false
                    node.forEachValueUnordered { if !$0 { keeps = true } }
                    result.append((path, keeps))
                }
                return
            }
            for (key, child) in node.children { visit(child, path.child(key)) }
        }
        visit(tree, .root)
        return result
    }

    /// The kept locations, relative to this forest's root.
    var keptPaths: [Path] {
        var paths: [Path] = []
        tree.forEach { path, prune in if !prune { paths.append(path) } }
        return paths
    }
}
