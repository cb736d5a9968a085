/// A sparse tree of values keyed by path (sync points, pending writes, affected paths).
///
/// Children are visited in plain UTF-16 string order of their keys, as the SDKs do
/// (SEMANTICS.md §5.2), not in key order.
package struct ImmutableTree<Value> {
    package var value: Value?
    package var children: [ChildKey: ImmutableTree<Value>]

    package init(_ value: Value? = nil, children: [ChildKey: ImmutableTree<Value>] = [:]) {
        self.value = value
        self.children = children
    }

    package var isEmpty: Bool { value == nil && children.isEmpty }

    /// Child keys in UTF-16 string order.
    package var sortedChildKeys: [ChildKey] {
        if children.count < 2 { return Array(children.keys) }
        return children.keys.sorted { ChildKey.compareCodeUnits($0, $1) < 0 }
    }

    /// The value at `path`, if any.
    package func get(_ path: Path) -> Value? {
        var tree = self
        for key in path.segments {
            guard let child = tree.children[key] else { return nil }
            tree = child
        }
        return tree.value
    }

    /// The subtree at `path` (empty if absent).
    package func subtree(_ path: Path) -> ImmutableTree {
        var tree = self
        for key in path.segments {
            guard let child = tree.children[key] else { return ImmutableTree() }
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
            guard depth < segments.count, let child = tree.children[segments[segments.startIndex + depth]] else { return nil }
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
        // Moved out of the dictionary so that it is uniquely referenced while it changes.
        var child = children.removeValue(forKey: front) ?? ImmutableTree()
        child.set(path.popFront, newValue)
        children[front] = child
    }

    /// Replaces the subtree at `path` with `tree` (an empty tree prunes it), in place.
    package mutating func setTree(_ path: Path, _ tree: ImmutableTree) {
        guard let front = path.front else {
            self = tree
            return
        }
        var child = children.removeValue(forKey: front) ?? ImmutableTree()
        child.setTree(path.popFront, tree)
        if !child.isEmpty { children[front] = child }
    }

    /// Changes the subtree at `path` in place with `body` (the subtree is moved out of its
    /// parent meanwhile, so it is uniquely held); an emptied subtree is pruned.
    package mutating func updateSubtree(_ path: Path, _ body: (inout ImmutableTree) -> Void) {
        guard let front = path.front else {
            body(&self)
            return
        }
        var child = children.removeValue(forKey: front) ?? ImmutableTree()
        child.updateSubtree(path.popFront, body)
        if !child.isEmpty { children[front] = child }
    }

    /// This tree with the value at `path` removed, pruning empty branches.
    package func removing(_ path: Path) -> ImmutableTree {
        guard let front = path.front else {
            return children.isEmpty ? ImmutableTree() : ImmutableTree(nil, children: children)
        }
        guard let child = children[front] else { return self }
        var copy = self
        let newChild = child.removing(path.popFront)
        copy.children[front] = newChild.isEmpty ? nil : newChild
        return copy.value == nil && copy.children.isEmpty ? ImmutableTree() : copy
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
            results.append((key, children[key]!.fold(pathSoFar.child(key), combine)))
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
            guard let front = rest.front, let child = tree.children[front] else { return nil }
            tree = child
            soFar = soFar.child(front)
            rest = rest.popFront
        }
    }

    /// Calls `f` for every value strictly above `path` (root first).
    package func forEachOnPath(_ path: Path, _ f: (Path, Value) -> Void) {
        var tree = self
        var soFar = Path.root
        var rest = path
        while let front = rest.front {
            if let v = tree.value { f(soFar, v) }
            guard let child = tree.children[front] else { return }
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
        for key in sortedChildKeys { children[key]!.forEach(soFar.child(key), f) }
        if let v = value { f(soFar, v) }
    }

    /// Calls `f` for every value in no particular order (no sorting: for callers that only
    /// collect the values).
    package func forEachUnordered(_ f: (Path, Value) -> Void) {
        forEachUnordered(.root, f)
    }

    private func forEachUnordered(_ soFar: Path, _ f: (Path, Value) -> Void) {
        for (key, child) in children { child.forEachUnordered(soFar.child(key), f) }
        if let v = value { f(soFar, v) }
    }

    /// Calls `f` for each immediate child that holds a value.
    package func forEachChildValue(_ f: (ChildKey, Value) -> Void) {
        for key in sortedChildKeys { if let v = children[key]!.value { f(key, v) } }
    }
}

extension ImmutableTree: Sendable where Value: Sendable {}
