/// An ordering of a node's children: by priority (the default), key, value, or a child path.
///
/// Every index breaks ties by key order (SEMANTICS.md §1–§3).
package enum Index: Sendable, Hashable, CustomStringConvertible {
    case priority
    case key
    case value
    case child(Path)

    /// The value a child is ordered by under this index.
    @inline(__always)
    package func indexValue(of node: Node) -> Node {
        switch self {
        case .priority: return node.priorityNode
        case .key: return .empty
        case .value: return node
        case .child(let path): return node.child(path)
        }
    }

    /// Compares two children under this index.
    @inline(__always)
    package func compare(_ a: NamedNode, _ b: NamedNode) -> Int { compare(a, b.name, b.node) }

    /// Compares a child with the child `(key, node)` under this index (a tree probe).
    @inline(__always)
    package func compare(_ a: NamedNode, _ key: ChildKey, _ node: Node) -> Int {
        let c: Int
        switch self {
        case .key: return ChildKey.compare(a.name, key)
        // Priorities are compared as they are stored: `indexValue` would allocate two nodes
        // per comparison.
        case .priority: c = Index.comparePriorities(a.node.priority, node.priority)
        default: c = Node.compareValues(indexValue(of: a.node), indexValue(of: node))
        }
        return c != 0 ? c : ChildKey.compare(a.name, key)
    }

    /// The order of two priorities as `Node.compareValues` orders their priority nodes.
    @inline(__always)
    static func comparePriorities(_ a: LeafValue?, _ b: LeafValue?) -> Int {
        switch (a, b) {
        case (nil, nil): return 0
        case (nil, _): return -1
        case (_, nil): return 1
        case let (x?, y?): return LeafValue.compare(x, y)
        }
    }

    /// Compares a bound with a child under this index.
    @inline(__always)
    package func compare(_ post: Post, _ child: NamedNode) -> Int { compare(post, child.name, child.node) }

    /// Compares a bound with the child `(key, node)` under this index (a tree probe).
    @inline(__always)
    package func compare(_ post: Post, _ key: ChildKey, _ node: Node) -> Int {
        if case .key = self { return ChildKey.compare(post.name, key) }
        let c: Int
        switch post.value {
        case .max: c = 1
        case .node(let value):
            if case .priority = self, value.childrenNode == nil {
                c = Index.comparePriorities(value.leafValue, node.priority)
            } else {
                c = Node.compareValues(value, indexValue(of: node))
            }
        }
        return c != 0 ? c : ChildKey.compare(post.name, key)
    }

    /// Compares a child with a bound under this index.
    @inline(__always)
    package func compare(_ child: NamedNode, _ post: Post) -> Int { -compare(post, child) }

    /// Whether the node has a value for this index (otherwise it sorts as null, by key).
    package func isDefined(on node: Node) -> Bool {
        switch self {
        case .priority: return node.priority != nil
        case .key, .value: return true
        case .child(let path): return !node.child(path).isEmpty
        }
    }

    /// Whether a change from `old` to `new` changes the child's indexed value (child_moved).
    package func indexedValueChanged(_ old: Node, _ new: Node) -> Bool {
        switch self {
        case .priority: return old.priority != new.priority
        case .key: return false
        case .value: return old != new
        case .child(let path): return Node.compareValues(old.child(path), new.child(path)) != 0
        }
    }

    /// The bound `(indexValue, name)` of a startAt/endAt on this index.
    package func makePost(_ indexValue: Node, _ name: ChildKey) -> Post {
        switch self {
        case .key:
            if case .string(let s)? = indexValue.leafValue { return Post(.node(.empty), ChildKey(s)) }
            return Post(.node(.empty), name)
        case .priority:
            return Post(.node(indexValue.strippingPriority), name)
        case .value, .child:
            return Post(.node(indexValue), name)
        }
    }

    package var minPost: Post { Post(.node(.empty), .min) }

    package var maxPost: Post {
        if case .key = self { return Post(.node(.empty), .max) }
        return Post(.max, .max)
    }

    /// The wire name of the index (`.priority`, `.key`, `.value`, or the child path).
    package var description: String {
        switch self {
        case .priority: return ".priority"
        case .key: return ".key"
        case .value: return ".value"
        case .child(let path): return path.relativeString
        }
    }
}
