/// An immutable, persistent, weight-balanced binary search tree of named nodes.
///
/// Every update copies only the O(log n) nodes on one root-to-leaf path, so earlier versions
/// (old snapshots) stay valid at no cost. Subtree sizes are kept for balancing and give
/// rank/select in O(log n), used by limit windows. The order is supplied per call as a
/// comparison, so the same children can be kept in several orders (by key, by an index).
package struct PersistentTree: Sendable {
    package final class Node: @unchecked Sendable {
        // @unchecked: fields change only in `insertInPlace`, i.e. while the node is uniquely
        // referenced, so no other version or thread can observe the change. For the same
        // reason accesses cannot overlap, and the runtime exclusivity checks (which would cost
        // more than the update itself) are turned off.
        @exclusivity(unchecked) fileprivate(set) var key: ChildKey
        @exclusivity(unchecked) fileprivate(set) var value: WilddogEngine.Node
        @exclusivity(unchecked) fileprivate(set) var left: Node?
        @exclusivity(unchecked) fileprivate(set) var right: Node?
        @exclusivity(unchecked) fileprivate(set) var size: Int

        @inline(__always)
        init(_ key: ChildKey, _ value: WilddogEngine.Node, _ left: Node?, _ right: Node?) {
            self.key = key
            self.value = value
            self.left = left
            self.right = right
            self.size = 1 + (left?.size ?? 0) + (right?.size ?? 0)
        }

        @inline(__always)
        convenience init(_ element: NamedNode, _ left: Node?, _ right: Node?) {
            self.init(element.name, element.node, left, right)
        }

        var element: NamedNode { NamedNode(key, value) }
    }

    package private(set) var root: Node?

    package init() { root = nil }
    init(root: Node?) { self.root = root }

    /// Builds a balanced tree from elements already in order, in O(n).
    package init<C: RandomAccessCollection<NamedNode>>(sorted elements: C) {
        func build(_ lo: Int, _ hi: Int) -> Node? {
            if lo >= hi { return nil }
            let mid = (lo + hi) / 2
            return Node(elements[elements.index(elements.startIndex, offsetBy: mid)], build(lo, mid), build(mid + 1, hi))
        }
        root = build(0, elements.count)
    }

    package var count: Int { root?.size ?? 0 }
    package var isEmpty: Bool { root == nil }

    // Walks descend through `Unmanaged` references borrowed from the immutable tree (kept alive
    // by `root`): strong references would retain and release every node on the way, which
    // costs more than the comparisons.


    /// The root, unretained, for walks that borrow the immutable tree.
    @inline(__always)
    private var unmanagedRoot: Unmanaged<Node>? { root.map { Unmanaged.passUnretained($0) } }

    /// Steps from a borrowed node to its left (`c < 0`) or right child, unretained.
    @inline(__always)
    private static func step(_ n: Unmanaged<Node>, _ c: Int) -> Unmanaged<Node>? {
        n._withUnsafeGuaranteedRef { (c < 0 ? $0.left : $0.right).map { Unmanaged.passUnretained($0) } }
    }

    /// The node stored under `key`, in a tree ordered by key.
    package func value(forKey key: ChildKey) -> WilddogEngine.Node? {
        withExtendedLifetime(root) {
            var current = unmanagedRoot
            while let n = current {
                let c = n._withUnsafeGuaranteedRef { ChildKey.compare(key, $0.key) }
                if c == 0 { return n._withUnsafeGuaranteedRef { $0.value } }
                current = Self.step(n, c)
            }
            return nil
        }
    }

    /// Whether the value of some element satisfies `predicate` (a walk of the nodes, without
    /// the iterator's stack).
    package func containsValue(where predicate: (WilddogEngine.Node) -> Bool) -> Bool {
        Self.containsValue(root, predicate)
    }

    private static func containsValue(_ node: Node?, _ predicate: (WilddogEngine.Node) -> Bool) -> Bool {
        guard let node else { return false }
        return predicate(node.value) || containsValue(node.left, predicate) || containsValue(node.right, predicate)
    }

    /// Whether `key` is present, in a tree ordered by key.
    package func contains(key: ChildKey) -> Bool {
        withExtendedLifetime(root) {
            var current = unmanagedRoot
            while let n = current {
                let c = n._withUnsafeGuaranteedRef { ChildKey.compare(key, $0.key) }
                if c == 0 { return true }
                current = Self.step(n, c)
            }
            return false
        }
    }

    // MARK: Lookup by probe, which compares the target with an element.

    /// The element equal to the target, if any.
    package func find(_ probe: some TreeProbe) -> NamedNode? {
        withExtendedLifetime(root) {
            var current = unmanagedRoot
            while let n = current {
                let c = n._withUnsafeGuaranteedRef { probe.compare($0.key, $0.value) }
                if c == 0 { return n._withUnsafeGuaranteedRef { $0.element } }
                current = Self.step(n, c)
            }
            return nil
        }
    }

    package var first: NamedNode? {
        guard var n = root else { return nil }
        while let l = n.left { n = l }
        return n.element
    }

    package var last: NamedNode? {
        guard var n = root else { return nil }
        while let r = n.right { n = r }
        return n.element
    }

    /// The number of elements strictly before the target position.
    package func rank(_ probe: some TreeProbe) -> Int {
        var node = root
        var rank = 0
        while let n = node {
            let c = probe.compare(n.key, n.value)
            if c <= 0 {
                if c == 0 { return rank + (n.left?.size ?? 0) }
                node = n.left
            } else {
                rank += (n.left?.size ?? 0) + 1
                node = n.right
            }
        }
        return rank
    }

    /// The element at position `index` in order.
    package func element(at index: Int) -> NamedNode? {
        guard index >= 0 && index < count else { return nil }
        var node = root
        var i = index
        while let n = node {
            let l = n.left?.size ?? 0
            if i < l { node = n.left } else if i == l { return n.element } else { i -= l + 1; node = n.right }
        }
        return nil
    }

    /// The greatest element strictly before the target.
    package func predecessor(_ probe: some TreeProbe) -> NamedNode? {
        withExtendedLifetime(root) {
            var current = unmanagedRoot
            var best: Unmanaged<Node>?
            while let n = current {
                let before = n._withUnsafeGuaranteedRef { probe.compare($0.key, $0.value) } > 0
                if before { best = n }
                current = Self.step(n, before ? 1 : -1)
            }
            return best?._withUnsafeGuaranteedRef { $0.element }
        }
    }

    /// The least element strictly after the target.
    package func successor(_ probe: some TreeProbe) -> NamedNode? {
        withExtendedLifetime(root) {
            var current = unmanagedRoot
            var best: Unmanaged<Node>?
            while let n = current {
                let after = n._withUnsafeGuaranteedRef { probe.compare($0.key, $0.value) } < 0
                if after { best = n }
                current = Self.step(n, after ? -1 : 1)
            }
            return best?._withUnsafeGuaranteedRef { $0.element }
        }
    }

    // MARK: Updates

    /// Inserts `element`, replacing an equal one; `probe` compares `element` to others.
    package func inserting(_ element: NamedNode, _ probe: some TreeProbe) -> PersistentTree {
        PersistentTree(root: Self.insert(root, element, probe))
    }

    /// Inserts into a tree ordered by key.
    package func inserting(key: ChildKey, _ value: WilddogEngine.Node) -> PersistentTree {
        PersistentTree(root: Self.insert(root, NamedNode(key, value), KeyProbe(key)))
    }

    /// Inserts `element` in place where the path is uniquely referenced (no other version can
    /// see it), copying the path from the first shared node down otherwise.
    ///
    /// A persistent update copies O(log n) nodes and frees the old ones; when the caller holds
    /// the only reference (the usual case for a view's server cache), mutating is much cheaper.
    package mutating func insertInPlace(_ element: NamedNode, _ probe: some TreeProbe) {
        _ = Self.insertInPlace(&root, element, probe)
    }

    /// Returns whether the subtree grew (a new element rather than a replacement).
    private static func insertInPlace<P: TreeProbe>(_ slot: inout Node?, _ element: NamedNode, _ probe: P) -> Bool {
        guard slot != nil else {
            slot = Node(element, nil, nil)
            return true
        }
        guard isKnownUniquelyReferenced(&slot) else {
            let before = slot!.size
            slot = insert(slot, element, probe)
            return slot!.size > before
        }
        let n = slot!
        let c = probe.compare(n.key, n.value)
        if c == 0 {
            n.key = element.name
            n.value = element.node
            return false
        }
        let grew = c < 0 ? insertInPlace(&n.left, element, probe) : insertInPlace(&n.right, element, probe)
        if grew {
            n.size += 1
            let ln = size(n.left), rn = size(n.right)
            if ln + rn > 1 && (rn > delta * ln || ln > delta * rn) {
                slot = balance(n.key, n.value, n.left, n.right)
            }
        }
        return grew
    }

    /// Removes the element equal to the target, if present.
    package func removing(_ probe: some TreeProbe) -> PersistentTree {
        guard case .some(let newRoot) = Self.remove(root, probe) else { return self }
        return PersistentTree(root: newRoot)
    }

    /// Removes `key` from a tree ordered by key.
    package func removing(key: ChildKey) -> PersistentTree {
        removing(KeyProbe(key))
    }

    private static func insert<P: TreeProbe>(_ node: Node?, _ element: NamedNode, _ probe: P) -> Node {
        guard let n = node else { return Node(element, nil, nil) }
        let c = probe.compare(n.key, n.value)
        if c == 0 { return Node(element, n.left, n.right) }
        if c < 0 { return balance(n.key, n.value, insert(n.left, element, probe), n.right) }
        return balance(n.key, n.value, n.left, insert(n.right, element, probe))
    }

    /// The new subtree, or `.none` when nothing was removed (so callers keep the original).
    private static func remove<P: TreeProbe>(_ node: Node?, _ probe: P) -> Node?? {
        guard let n = node else { return .none }
        let c = probe.compare(n.key, n.value)
        if c < 0 {
            guard case .some(let l) = remove(n.left, probe) else { return .none }
            return .some(balance(n.key, n.value, l, n.right))
        }
        if c > 0 {
            guard case .some(let r) = remove(n.right, probe) else { return .none }
            return .some(balance(n.key, n.value, n.left, r))
        }
        guard let l = n.left else { return .some(n.right) }
        guard let r = n.right else { return .some(l) }
        let (minNode, rest) = removeMin(r)
        return .some(balance(minNode.key, minNode.value, l, rest))
    }

    private static func removeMin(_ n: Node) -> (Node, Node?) {
        guard let l = n.left else { return (n, n.right) }
        let (m, rest) = removeMin(l)
        return (m, balance(n.key, n.value, rest, n.right))
    }

    // Weight balance with delta = 3, ratio = 2 (Adams; proven correct by Hirai & Yamamoto).
    private static var delta: Int { 3 }
    private static var ratio: Int { 2 }

    @inline(__always)
    private static func size(_ n: Node?) -> Int { n?.size ?? 0 }

    private static func balance(_ k: ChildKey, _ v: WilddogEngine.Node, _ l: Node?, _ r: Node?) -> Node {
        let ln = size(l), rn = size(r)
        if ln + rn <= 1 { return Node(k, v, l, r) }
        if rn > delta * ln {
            let r = r!
            if size(r.left) < ratio * size(r.right) {
                return Node(r.key, r.value, Node(k, v, l, r.left), r.right)
            }
            let rl = r.left!
            return Node(rl.key, rl.value, Node(k, v, l, rl.left), Node(r.key, r.value, rl.right, r.right))
        }
        if ln > delta * rn {
            let l = l!
            if size(l.right) < ratio * size(l.left) {
                return Node(l.key, l.value, l.left, Node(k, v, l.right, r))
            }
            let lr = l.right!
            return Node(lr.key, lr.value, Node(l.key, l.value, l.left, lr.left), Node(k, v, lr.right, r))
        }
        return Node(k, v, l, r)
    }
}
