extension Node: Equatable {
    /// Deep equality including priorities; numbers compare as doubles, strings by code units.
    package static func == (a: Node, b: Node) -> Bool {
        switch (a, b) {
        case (.empty, .empty):
            return true
        case let (.leaf(x), .leaf(y)):
            return x === y || (x.value == y.value && x.priority == y.priority)
        case let (.children(x), .children(y)):
            return x === y || x.isEqual(to: y)
        default:
            return false
        }
    }
}

extension ChildrenNode {
    func isEqual(to other: ChildrenNode) -> Bool {
        guard count == other.count, priority == other.priority else { return false }
        var i = children.makeIterator(), j = other.children.makeIterator()
        while let a = i.next(), let b = j.next() {
            if a.name != b.name || a.node != b.node { return false }
        }
        return true
    }
}
