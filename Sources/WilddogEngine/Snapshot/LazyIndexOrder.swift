/// The order of a node's children under an index, built the first time it is read.
///
/// A node built in bulk (decoded from the store, parsed from the server, merged from many
/// writes) starts with its index orders unbuilt: a cold start or a value event does not need
/// them, and building one sorts every child that has a value for the index. The order is a
/// pure function of the node's children, so any thread may build it; the first one stored is
/// kept for all later reads. Its node never changes its children while it holds it (updates
/// build the order first and keep it up to date as a plain tree).
final class LazyIndexOrder: Sendable {
    private let built = Lock<PersistentTree?>(nil)

    init() {}

    /// Whether the order has been built (tests check that bulk building leaves it unbuilt).
    var isBuilt: Bool { built.withLock { $0 != nil } }

    /// The order of `children` (the children of the node holding this) under `index`.
    func tree(_ children: PersistentTree, _ index: Index) -> PersistentTree {
        if let tree = built.withLock({ $0 }) { return tree }
        // Built outside the lock (it may take a while); a concurrent reader may build it too.
        let tree = IndexMap.buildTree(children, index) ?? children
        return built.withLock { stored in
            if let first = stored { return first }
            stored = tree
            return tree
        }
    }
}
