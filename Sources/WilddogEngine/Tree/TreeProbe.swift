/// Locates a target in a `PersistentTree`: compares the target with an element `(key, value)`
/// and returns the sign of (target − element).
///
/// Probes are small structs rather than closures so that tree walks specialise and inline the
/// comparison and borrow the element in place.
package protocol TreeProbe {
    func compare(_ key: ChildKey, _ value: Node) -> Int
}

/// A key in a tree ordered by key.
package struct KeyProbe: TreeProbe {
    let key: ChildKey
    package init(_ key: ChildKey) { self.key = key }
    @inline(__always)
    package func compare(_ key: ChildKey, _ value: Node) -> Int { ChildKey.compare(self.key, key) }
}

/// A child in a tree ordered by an index.
package struct IndexProbe: TreeProbe {
    let index: Index
    let target: NamedNode
    package init(_ index: Index, _ target: NamedNode) {
        self.index = index
        self.target = target
    }
    @inline(__always)
    package func compare(_ key: ChildKey, _ value: Node) -> Int { index.compare(target, key, value) }
}

/// A query bound in a tree ordered by an index.
package struct PostProbe: TreeProbe {
    let index: Index
    let post: Post
    package init(_ index: Index, _ post: Post) {
        self.index = index
        self.post = post
    }
    @inline(__always)
    package func compare(_ key: ChildKey, _ value: Node) -> Int { index.compare(post, key, value) }
}
