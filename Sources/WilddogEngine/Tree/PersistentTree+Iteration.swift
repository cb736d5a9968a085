extension PersistentTree: Sequence {
    /// In-order (or reverse-order) iteration with an explicit stack; O(log n) memory.
    package struct Iterator: IteratorProtocol {
        private var stack: [Node] = []
        private let reverse: Bool

        init(root: Node?, reverse: Bool) {
            self.reverse = reverse
            stack.reserveCapacity(48)
            pushEdge(root)
        }

        /// Starts at the first element not before the target (forward) or not after it (reverse).
        init(root: Node?, reverse: Bool, from probe: some TreeProbe) {
            self.reverse = reverse
            stack.reserveCapacity(48)
            var node = root
            while let n = node {
                let c = probe.compare(n.key, n.value)
                if reverse {
                    // Keep elements <= target.
                    if c >= 0 { stack.append(n); if c == 0 { break }; node = n.right } else { node = n.left }
                } else {
                    // Keep elements >= target.
                    if c <= 0 { stack.append(n); if c == 0 { break }; node = n.left } else { node = n.right }
                }
            }
        }

        private mutating func pushEdge(_ node: Node?) {
            var node = node
            while let n = node {
                stack.append(n)
                node = reverse ? n.right : n.left
            }
        }

        package mutating func next() -> NamedNode? {
            guard let n = stack.popLast() else { return nil }
            pushEdge(reverse ? n.left : n.right)
            return n.element
        }
    }

    package func makeIterator() -> Iterator { Iterator(root: root, reverse: false) }

    package func reverseIterator() -> Iterator { Iterator(root: root, reverse: true) }

    package func iterator(from probe: some TreeProbe, reverse: Bool = false) -> Iterator {
        Iterator(root: root, reverse: reverse, from: probe)
    }

    package var underestimatedCount: Int { count }
}
