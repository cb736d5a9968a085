/// A child node together with its key, the element kept in a node's sorted children.
package struct NamedNode: Sendable {
    package let name: ChildKey
    package let node: Node

    package init(_ name: ChildKey, _ node: Node) {
        self.name = name
        self.node = node
    }
}

/// A query bound: an index value and a key, compared with the index's full comparator.
package struct Post: Sendable {
    package enum Value: Sendable {
        case node(Node)
        /// Sorts after every node (the SDKs' MAX_NODE).
        case max
    }

    package let value: Value
    package let name: ChildKey

    package init(_ value: Value, _ name: ChildKey) {
        self.value = value
        self.name = name
    }
}
