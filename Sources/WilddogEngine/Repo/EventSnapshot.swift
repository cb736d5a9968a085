/// The data a callback receives: a node at a location, ordered by the query's index.
package struct EventSnapshot: Sendable {
    package let node: Node
    package let path: Path
    /// The index children are iterated in (the query's ordering).
    package let index: Index

    package init(node: Node, path: Path, index: Index) {
        self.node = node
        self.path = path
        self.index = index
    }
}
