/// A sparse tree of values keyed by path (sync points, pending writes, affected paths,
/// tracked queries, prune forests).
///
/// Children are visited in plain UTF-16 string order of their keys, as the SDKs do
/// (SEMANTICS.md §5.2), not in key order.
///
/// Cost: the mutating operations (`set`, `setTree`, `remove`, `updateSubtree`, assigning
/// `children[key]`) change a uniquely held tree in place, O(depth) dictionary operations, never
/// copying a node's sibling collection. A node's children live in their own storage object, so
/// a copy is only made when another version of the tree shares that node (the non-mutating
/// `setting`/`settingTree`/`removing` on a tree that is still held elsewhere, or a version kept
/// on purpose); every such copy is reported to `ImmutableTreeCopies` (tests count them).
package struct ImmutableTree<Value> {
    package var value: Value?
    /// Nil when there are no children (leaves allocate nothing).
    private var storage: ChildStorage?

    /// A node's children; mutated only while uniquely referenced (copied first otherwise).
    private final class ChildStorage: @unchecked Sendable {
        // @unchecked: changed only through `uniqueStorage()` (after a uniqueness check), so no
        // other version or thread can observe a change; readers get the dictionary, which is
        // itself copy-on-write.
        var map: [ChildKey: ImmutableTree<Value>]
        init(_ map: [ChildKey: ImmutableTree<Value>]) { self.map = map }
    }

    package init(_ value: Value? = nil, children: [ChildKey: ImmutableTree<Value>] = [:]) {
        self.value = value
        self.storage = children.isEmpty ? nil : ChildStorage(children)
    }

    package var children: [ChildKey: ImmutableTree<Value>] {
        get { storage?.map ?? [:] }
        set { storage = newValue.isEmpty ? nil : ChildStorage(newValue) }
        _modify {
            // Another version sharing these children: copied first (counted).
            let box = uniqueStorage()
            yield &box.map
            if box.map.isEmpty { storage = nil }
        }
    }

    /// The child at `key` (no copy of the children collection).
    @inline(__always)
    package func child(_ key: ChildKey) -> ImmutableTree? { storage?.map[key] }

    /// Whether the tree has children.
    package var hasChildren: Bool { !(storage?.map.isEmpty ?? true) }

    package var isEmpty: Bool { value == nil && !hasChildren }

    /// Child keys in UTF-16 string order.
    package var sortedChildKeys: [ChildKey] {
        guard let map = storage?.map else { return [] }
        if map.count < 2 { return Array(map.keys) }
        return map.keys.sorted { ChildKey.compareCodeUnits($0, $1) < 0 }
    }

    /// The value at `path`, if any.
    package func get(_ path: Path) -> Value? {
        var tree = self
        for key in path.segments {
            guard let child = tree.child(key) else { return nil }
            tree = child
        }
        return tree.value
    }

    /// The subtree at `path` (empty if absent).
    package func subtree(_ path: Path) -> ImmutableTree {
        var tree = self
        for key in path.segments {
            guard let child = tree.child(key) else { return ImmutableTree() }
            tree = child
        }
        return tree
    }

    /// The shallowest value on the way from the root to `path` (inclusive), with its path.
    package func rootMostValueAndPath(_ path: Path) -> (path: Path, value: Value)? {
        rootMostMatch(path) { _ in true }
    }

    package func rootMostMatch(_ path: Path, _ predicate: (Value) -> Bool) -> (path: Path, value: Value)? {
        var tree = self
        var depth = 0
        let segments = path.segments
        while true {
            if let v = tree.value, predicate(v) {
                return (Path(segments.prefix(depth)), v)
            }
            guard depth < segments.count, let child = tree.child(segments[segments.startIndex + depth]) else { return nil }
            tree = child
            depth += 1
        }
    }

    /// This tree with the value at `path` set (nil clears it but keeps descendants).
    package func setting(_ path: Path, _ newValue: Value?) -> ImmutableTree {
        var copy = self
        copy.set(path, newValue)
        return copy
    }

    /// Sets the value at `path` (nil clears it but keeps descendants).
    ///
    /// In place: a uniquely held tree updates the dictionaries on the way without copying them,
    /// so building or maintaining a tree of n entries costs O(n), not O(n²). Other holders of
    /// this tree (earlier versions) keep their values: copy-on-write copies what they share.
    package mutating func set(_ path: Path, _ newValue: Value?) {
        guard let front = path.front else {
            value = newValue
            return
        }
        withChild(front, keepingEmpty: true) { $0.set(path.popFront, newValue) }
    }

    /// Replaces the subtree at `path` with `tree` (an empty tree prunes it), in place.
    package mutating func setTree(_ path: Path, _ tree: ImmutableTree) {
        guard let front = path.front else {
            self = tree
            return
        }
        withChild(front) { $0.setTree(path.popFront, tree) }
    }

    /// Changes the subtree at `path` in place with `body` (the subtree is moved out of its
    /// parent meanwhile, so it is uniquely held); an emptied subtree is pruned.
    package mutating func updateSubtree(_ path: Path, _ body: (inout ImmutableTree) -> Void) {
        guard let front = path.front else {
            body(&self)
            return
        }
        withChild(front) { $0.updateSubtree(path.popFront, body) }
    }

    /// The children storage, held by this tree alone (copied first when another version shares
    /// it, and counted).
    private mutating func uniqueStorage() -> ChildStorage {
        if storage == nil {
            storage = ChildStorage([:])
        } else if !isKnownUniquelyReferenced(&storage) {
            let shared = storage!.map
            ImmutableTreeCopies.record(shared.count)
            storage = ChildStorage(shared)
            storage!.map.reserveCapacity(shared.count)
        }
        return storage!
    }

    /// Changes child `key` (an empty tree if absent) with `body`: moved out of the children
    /// meanwhile, so it is uniquely held; put back unless it ends empty (or `keepingEmpty`).
    @inline(__always)
    private mutating func withChild(_ key: ChildKey, keepingEmpty: Bool = false, _ body: (inout ImmutableTree) -> Void) {
        let box = uniqueStorage()
        var child = box.map.removeValue(forKey: key) ?? ImmutableTree()
        body(&child)
        if keepingEmpty || !child.isEmpty {
            box.map[key] = child
        } else if box.map.isEmpty {
            storage = nil
        }
    }

    /// This tree with the value at `path` removed, pruning empty branches.
    package func removing(_ path: Path) -> ImmutableTree {
        var copy = self
        copy.remove(path)
        return copy
    }

    /// Removes the value at `path` in place, pruning branches left empty (descendants of
    /// `path` stay).
    package mutating func remove(_ path: Path) {
        guard let front = path.front else {
            value = nil
            return
        }
        guard child(front) != nil else { return }
        withChild(front) { $0.remove(path.popFront) }
    }

    /// This tree with the subtree at `path` replaced by `tree` (empty prunes it).
    package func settingTree(_ path: Path, _ tree: ImmutableTree) -> ImmutableTree {
        var copy = self
        copy.setTree(path, tree)
        return copy
    }

    /// Folds the tree bottom-up: `combine(path, value, childResults)`.
    package func fold<R>(_ combine: (Path, Value?, [(ChildKey, R)]) -> R) -> R {
        fold(.root, combine)
    }

    private func fold<R>(_ pathSoFar: Path, _ combine: (Path, Value?, [(ChildKey, R)]) -> R) -> R {
        var results: [(ChildKey, R)] = []
        for key in sortedChildKeys {
            results.append((key, child(key)!.fold(pathSoFar.child(key), combine)))
        }
        return combine(pathSoFar, value, results)
    }

    /// The first non-nil result of `f` for values on the path from the root to `path` (inclusive).
    package func findOnPath<R>(_ path: Path, _ f: (Path, Value) -> R?) -> R? {
        var tree = self
        var soFar = Path.root
        var rest = path
        while true {
            if let v = tree.value, let r = f(soFar, v) { return r }
            guard let front = rest.front, let child = tree.child(front) else { return nil }
            tree = child
            soFar = soFar.child(front)
            rest = rest.popFront
        }
    }

    /// The first non-nil result of `f` for values on the path from the root to `path`
    /// (inclusive), without building the paths on the way.
    package func firstOnPath<R>(_ path: Path, _ f: (Value) -> R?) -> R? {
        if let v = value, let r = f(v) { return r }
        var tree = self
        for key in path.segments {
            guard let child = tree.child(key) else { return nil }
            tree = child
            if let v = tree.value, let r = f(v) { return r }
        }
        return nil
    }

    /// Calls `f` for every value strictly above `path` (root first).
    package func forEachOnPath(_ path: Path, _ f: (Path, Value) -> Void) {
        var tree = self
        var soFar = Path.root
        var rest = path
        while let front = rest.front {
            if let v = tree.value { f(soFar, v) }
            guard let child = tree.child(front) else { return }
            tree = child
            soFar = soFar.child(front)
            rest = rest.popFront
        }
    }

    /// Calls `f` for every value, descendants before ancestors, siblings in string order.
    package func forEach(_ f: (Path, Value) -> Void) {
        forEach(.root, f)
    }

    private func forEach(_ soFar: Path, _ f: (Path, Value) -> Void) {
        for key in sortedChildKeys { child(key)!.forEach(soFar.child(key), f) }
        if let v = value { f(soFar, v) }
    }

    /// Calls `f` for every value in no particular order (no sorting: for callers that only
    /// collect the values).
    package func forEachUnordered(_ f: (Path, Value) -> Void) {
        forEachUnordered(.root, f)
    }

    private func forEachUnordered(_ soFar: Path, _ f: (Path, Value) -> Void) {
        if let map = storage?.map { for (key, child) in map { child.forEachUnordered(soFar.child(key), f) } }
        if let v = value { f(soFar, v) }
    }

    /// Calls `f` for every value in no particular order, without building their paths.
    package func forEachValueUnordered(_ f: (Value) -> Void) {
        if let v = value { f(v) }
        if let map = storage?.map { for child in map.values { child.forEachValueUnordered(f) } }
    }

    /// Calls `f` for each immediate child that holds a value.
    package func forEachChildValue(_ f: (ChildKey, Value) -> Void) {
        for key in sortedChildKeys { if let v = child(key)!.value { f(key, v) } }
    }
}

extension ImmutableTree: Sendable where Value: Sendable {}

/// Counts the children `ImmutableTree` copies because another version shares them, for the
/// tests that check a structure's cost (`count { … }` binds a counter to the current task).
package enum ImmutableTreeCopies {
    package final class Counter: Sendable {
        private let state = Lock((copies: 0, entries: 0))
        package init() {}
        /// Collections copied, and the entries they held.
        package var copies: Int { state.withLock { $0.copies } }
        package var entries: Int { state.withLock { $0.entries } }
        fileprivate func add(_ entries: Int) { state.withLock { $0.copies += 1; $0.entries += entries } }
    }

    @TaskLocal private static var counter: Counter?

    static func record(_ entries: Int) { counter?.add(entries) }

    /// Runs `body` counting the copies made on this task (synchronous code it calls included).
    package static func count<R>(_ body: () throws -> R) rethrows -> (result: R, counter: Counter) {
        let counter = Counter()
        let result = try $counter.withValue(counter) { try body() }
        return (result, counter)
    }
}
