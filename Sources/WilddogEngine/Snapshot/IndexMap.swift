/// The extra index orders a `ChildrenNode` keeps, built on first use and maintained on update.
///
/// An index on which no child has a value (e.g. no child has a priority) is a "fallback": its
/// order equals key order, so no second tree is kept until a child gains a value.
struct IndexMap: Sendable {
    enum Entry: Sendable {
        case fallback
        case tree(PersistentTree)
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
        entries.contains { if case .tree = $0.entry { return true } else { return false } }
    }

    func contains(_ index: Index) -> Bool {
        if case .key = index { return true }
        return entries.contains { $0.index == index }
    }

    func resolve(_ index: Index) -> Resolution {
        if case .key = index { return .keyOrder }
        for e in entries where e.index == index {
            switch e.entry {
            case .fallback: return .keyOrder
            case .tree(let t): return .tree(t)
            }
        }
        return .missing
    }

    /// The default map with its entries built for children given in key order.
    func built(for sorted: [NamedNode]) -> IndexMap {
        var map = self
        for i in map.entries.indices {
            if let tree = IndexMap.buildTree(sorted, map.entries[i].index) { map.entries[i].entry = .tree(tree) }
        }
        return map
    }

    /// The same indexes, each built anew for children given in key order (an index no child
    /// has a value for falls back to key order).
    func rebuilt(for sorted: [NamedNode]) -> IndexMap {
        var map = self
        for i in map.entries.indices {
            map.entries[i].entry = IndexMap.buildTree(sorted, map.entries[i].index).map { .tree($0) } ?? .fallback
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

    /// The index order of `children`, or nil when no child has a value for the index.
    static func buildTree(_ children: some Sequence<NamedNode>, _ index: Index) -> PersistentTree? {
        guard children.contains(where: { index.isDefined(on: $0.node) }) else { return nil }
        var list = Array(children)
        list.sort { index.compare($0, $1) < 0 }
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
                var list: [NamedNode] = []
                list.reserveCapacity(existing.count + 1)
                for e in existing where e.name != named.name { list.append(e) }
                list.append(named)
                list.sort { index.compare($0, $1) < 0 }
                map.entries[i].entry = .tree(PersistentTree(sorted: list))
            case .tree(var tree):
                if let old { tree = tree.removing(IndexProbe(index, old)) }
                tree = tree.inserting(named, IndexProbe(index, named))
                map.entries[i].entry = .tree(tree)
            }
        }
        return map
    }

    /// The map after the child `old` is removed.
    func removing(_ old: NamedNode?, from existing: PersistentTree) -> IndexMap {
        guard let old else { return self }
        var map = self
        for i in map.entries.indices {
            if case .tree(let tree) = map.entries[i].entry {
                let index = map.entries[i].index
                map.entries[i].entry = .tree(tree.removing(IndexProbe(index, old)))
            }
        }
        return map
    }
}
