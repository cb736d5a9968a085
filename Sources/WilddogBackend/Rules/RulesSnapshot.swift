import WilddogEngine

/// A location in a database tree as rules see it (`data`, `newData`, `root` and their
/// `child()`/`parent()`): the whole tree plus a path, so `parent()` can climb.
struct RulesSnapshot: Sendable {
    let root: Node
    let path: Path
    let node: Node

    init(root: Node, path: Path) {
        self.root = root
        self.path = path
        self.node = root.child(path)
    }

    /// The snapshot at a relative path below this one.
    func child(_ relative: Path) -> RulesSnapshot {
        RulesSnapshot(root: root, path: path.child(relative), nodeBelow: node.child(relative))
    }

    /// The snapshot one level up, or nil at the root.
    var parent: RulesSnapshot? {
        guard let up = path.parent else { return nil }
        return RulesSnapshot(root: root, path: up)
    }

    private init(root: Node, path: Path, nodeBelow: Node) {
        self.root = root
        self.path = path
        self.node = nodeBelow
    }
}
