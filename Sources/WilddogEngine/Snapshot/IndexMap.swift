/// The extra index orders a `ChildrenNode` keeps, built on first use and maintained on update.
///
/// An index on which no child has a value (e.g. no child has a priority) is a "fallback": its
/// order equals key order, so no second tree is kept until a child gains a value. A node built
/// in bulk keeps its other orders `lazy` until one is read or the node is updated.
struct IndexMap: Sendable {
    enum Entry: Sendable {
        case fallback
        case tree(PersistentTree)
        /// Some child has a value; the order is built from the node's children when needed.
        case lazy(LazyIndexOrder)
    }

    enum Resolution {
        case keyOrder
        case tree(PersistentTree)
        case missing
    }

    private(set) var entries: [(index: Index, entry: Entry)]

    /// Every node keeps the priority index, the default order.
    static let `default` = IndexMap(entries: [(.priority, .fallback)])

    /// Whether an update must look up the old child to remove it from index trees.
    var needsOldChild: Bool {
        entries.contains { if case .fallback = $0.entry { return false } else { return true } }
    }

    func contains(_ index: Index) -> Bool {
        if case .key = index { return true }
        return entries.contains { $0.index == index }
    }

    /// The order of `index` for a node whose children are `children`.
    func resolve(_ index: Index, children: PersistentTree) -> Resolution {
        if case .key = index { return .keyOrder }
        for e in entries where e.index == index {
            switch e.entry {
            case .fallback: return .keyOrder
            case .tree(let t): return .tree(t)
            case .lazy(let order): return .tree(order.tree(children, index))
            }
        }
        return .missing
    }

    /// The default map for children given in key order (orders left to build on first use).
    func built(for sorted: some Collection<NamedNode>) -> IndexMap {
        rebuilt(for: sorted)
    }

    /// The same indexes for other children given in key order: an index no child has a value
    /// for falls back to key order, the others are built on first use.
    func rebuilt(for sorted: some Collection<NamedNode>) -> IndexMap {
        var map = self
        for i in map.entries.indices {
            let index = map.entries[i].index
            let defined = sorted.contains { index.isDefined(on: $0.node) }
            if case .fallback = map.entries[i].entry, !defined { continue }
            map.entries[i].entry = defined ? .lazy(LazyIndexOrder()) : .fallback
        }
        return map
    }

    func adding(_ index: Index, children: PersistentTree) -> IndexMap {
        if contains(index) { return self }
        var map = self
        if let tree = IndexMap.buildTree(children, index) {
            map.entries.append((index, .tree(tree)))
        } else {
            map.entries.append((index, .fallback))
        }
        return map
    }

    /// The index order of `children` (given in key order), or nil when no child has a value
    /// for the index.
    ///
    /// Children without a value sort first, by key: they keep their order, and only the others
    /// are sorted (a list where a few children have a priority sorts those few), each by its
    /// index value read once rather than at every comparison.
    static func buildTree(_ children: some Sequence<NamedNode>, _ index: Index) -> PersistentTree? {
        guard children.contains(where: { index.isDefined(on: $0.node) }) else { return nil }
        var list: [NamedNode] = []
        list.reserveCapacity(children.underestimatedCount)
        var defined: [(value: Node, child: NamedNode)] = []
        for child in children {
            if index.isDefined(on: child.node) {
                defined.append((index.indexValue(of: child.node), child))
            } else {
                list.append(child)
            }
        }
        defined.sort { a, b in
            let c = Node.compareValues(a.value, b.value)
            return c != 0 ? c < 0 : ChildKey.compare(a.child.name, b.child.name) < 0
        }
        for entry in defined { list.append(entry.child) }
        return PersistentTree(sorted: list)
    }

    /// The map after `named` is inserted, replacing `old` (the previous child with that key).
    func adding(_ named: NamedNode, replacing old: NamedNode?, existing: PersistentTree) -> IndexMap {
        var map = self
        for i in map.entries.indices {
            let index = map.entries[i].index
            switch map.entries[i].entry {
            case .fallback:
                guard index.isDefined(on: named.node) else { continue }
                // No other child has a value: they keep key order, the new child goes last.
                var list: [NamedNode] = []
                list.reserveCapacity(existing.count + 1)
                for e in existing where e.name != named.name { list.append(e) }
                list.append(named)
                map.entries[i].entry = .tree(PersistentTree(sorted: list))
            case .tree(var tree):
                if let old { tree = tree.removing(IndexProbe(index, old)) }
                tree = tree.inserting(named, IndexProbe(index, named))
                map.entries[i].entry = .tree(tree)
            case .lazy(let order):
                // An update builds the order first: versions derived from an unread one would
                // otherwise each sort all the children again when read.
                var tree = order.tree(existing, index)
                if let old { tree = tree.removing(IndexProbe(index, old)) }
                map.entries[i].entry = .tree(tree.inserting(named, IndexProbe(index, named)))
            }
        }
        return map
    }

    /// The map after the child `old` is removed.
    func removing(_ old: NamedNode?, from existing: PersistentTree) -> IndexMap {
        guard let old else { return self }
        var map = self
        for i in map.entries.indices {
            let index = map.entries[i].index
            switch map.entries[i].entry {
            case .fallback: break
            case .tree(let tree): map.entries[i].entry = .tree(tree.removing(IndexProbe(index, old)))
            case .lazy(let order): map.entries[i].entry = .tree(order.tree(existing, index).removing(IndexProbe(index, old)))
            }
        }
        return map
    }
}
