/// An immutable, persistent, weight-balanced binary search tree.
///
/// Every update copies only the O(log n) nodes on one root-to-leaf path, so earlier versions
/// (old snapshots) stay valid at no cost. Subtree sizes are kept for balancing and give
/// rank/select in O(log n), used by limit windows. The order is supplied per call as a
/// comparison closure, so one element type can be kept in several orders (by key, by index).
package struct PersistentTree<Element: Sendable>: Sendable {
    package final class Node: Sendable {
        let element: Element
        let left: Node?
        let right: Node?
        let size: Int

        @inline(__always)
        init(_ element: Element, _ left: Node?, _ right: Node?) {
            self.element = element
            self.left = left
            self.right = right
            self.size = 1 + (left?.size ?? 0) + (right?.size ?? 0)
        }
    }

    package let root: Node?

    package init() { root = nil }
    init(root: Node?) { self.root = root }

    /// Builds a balanced tree from elements already in order, in O(n).
    package init(sorted elements: [Element]) {
        func build(_ lo: Int, _ hi: Int) -> Node? {
            if lo >= hi { return nil }
            let mid = (lo + hi) / 2
            return Node(elements[mid], build(lo, mid), build(mid + 1, hi))
        }
        root = build(0, elements.count)
    }

    package var count: Int { root?.size ?? 0 }
    package var isEmpty: Bool { root == nil }

    // MARK: Lookup. `probe(e)` returns the sign of (target - e).

    /// The element equal to the target, if any.
    @inline(__always)
    package func find(_ probe: (Element) -> Int) -> Element? {
        var node = root
        while let n = node {
            let c = probe(n.element)
            if c == 0 { return n.element }
            node = c < 0 ? n.left : n.right
        }
        return nil
    }

    package var first: Element? {
        guard var n = root else { return nil }
        while let l = n.left { n = l }
        return n.element
    }

    package var last: Element? {
        guard var n = root else { return nil }
        while let r = n.right { n = r }
        return n.element
    }

    /// The number of elements strictly before the target position.
    package func rank(_ probe: (Element) -> Int) -> Int {
        var node = root
        var rank = 0
        while let n = node {
            let c = probe(n.element)
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
    package func element(at index: Int) -> Element? {
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
    package func predecessor(_ probe: (Element) -> Int) -> Element? {
        var node = root
        var best: Element?
        while let n = node {
            if probe(n.element) > 0 { best = n.element; node = n.right } else { node = n.left }
        }
        return best
    }

    /// The least element strictly after the target.
    package func successor(_ probe: (Element) -> Int) -> Element? {
        var node = root
        var best: Element?
        while let n = node {
            if probe(n.element) < 0 { best = n.element; node = n.left } else { node = n.right }
        }
        return best
    }

    // MARK: Updates

    /// Inserts `element`, replacing an equal one. `probe` compares `element` to others.
    package func inserting(_ element: Element, _ probe: (Element) -> Int) -> PersistentTree {
        PersistentTree(root: Self.insert(root, element, probe))
    }

    /// Removes the element equal to the target, if present.
    package func removing(_ probe: (Element) -> Int) -> PersistentTree {
        guard case .some(let newRoot) = Self.remove(root, probe) else { return self }
        return PersistentTree(root: newRoot)
    }

    private static func insert(_ node: Node?, _ element: Element, _ probe: (Element) -> Int) -> Node {
        guard let n = node else { return Node(element, nil, nil) }
        let c = probe(n.element)
        if c == 0 { return Node(element, n.left, n.right) }
        if c < 0 { return balance(n.element, insert(n.left, element, probe), n.right) }
        return balance(n.element, n.left, insert(n.right, element, probe))
    }

    /// The new subtree, or `.none` when nothing was removed (so callers keep the original).
    private static func remove(_ node: Node?, _ probe: (Element) -> Int) -> Node?? {
        guard let n = node else { return .none }
        let c = probe(n.element)
        if c < 0 {
            guard case .some(let l) = remove(n.left, probe) else { return .none }
            return .some(balance(n.element, l, n.right))
        }
        if c > 0 {
            guard case .some(let r) = remove(n.right, probe) else { return .none }
            return .some(balance(n.element, n.left, r))
        }
        guard let l = n.left else { return .some(n.right) }
        guard let r = n.right else { return .some(l) }
        let (minElement, rest) = removeMin(r)
        return .some(balance(minElement, l, rest))
    }

    private static func removeMin(_ n: Node) -> (Element, Node?) {
        guard let l = n.left else { return (n.element, n.right) }
        let (m, rest) = removeMin(l)
        return (m, balance(n.element, rest, n.right))
    }

    // Weight balance with delta = 3, ratio = 2 (Adams; proven correct by Hirai & Yamamoto).
    private static var delta: Int { 3 }
    private static var ratio: Int { 2 }

    @inline(__always)
    private static func size(_ n: Node?) -> Int { n?.size ?? 0 }

    private static func balance(_ e: Element, _ l: Node?, _ r: Node?) -> Node {
        let ln = size(l), rn = size(r)
        if ln + rn <= 1 { return Node(e, l, r) }
        if rn > delta * ln {
            let r = r!
            if size(r.left) < ratio * size(r.right) {
                return Node(r.element, Node(e, l, r.left), r.right)
            }
            let rl = r.left!
            return Node(rl.element, Node(e, l, rl.left), Node(r.element, rl.right, r.right))
        }
        if ln > delta * rn {
            let l = l!
            if size(l.right) < ratio * size(l.left) {
                return Node(l.element, l.left, Node(e, l.right, r))
            }
            let lr = l.right!
            return Node(lr.element, Node(l.element, l.left, lr.left), Node(e, lr.right, r))
        }
        return Node(e, l, r)
    }
}
