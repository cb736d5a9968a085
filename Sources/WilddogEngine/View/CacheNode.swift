/// A cached node with what is known about it: complete ("fully initialised") and/or filtered.
package struct CacheNode: Sendable {
    package let node: Node
    package let isFullyInitialized: Bool
    package let isFiltered: Bool

    package init(_ node: Node, fullyInitialized: Bool, filtered: Bool) {
        self.node = node
        self.isFullyInitialized = fullyInitialized
        self.isFiltered = filtered
    }

    /// Whether the data at `path` below this node is known completely.
    package func isComplete(for path: Path) -> Bool {
        guard let front = path.front else { return isFullyInitialized && !isFiltered }
        return isComplete(forChild: front)
    }

    package func isComplete(forChild key: ChildKey) -> Bool {
        (isFullyInitialized && !isFiltered) || node.hasChild(key)
    }
}

/// A view's two caches: what events were raised for, and what the server sent.
package struct ViewCache: Sendable {
    package let eventCache: CacheNode
    package private(set) var serverCache: CacheNode

    /// Two empty, incomplete caches: what a view holds while it processes an operation.
    static let placeholder = ViewCache(eventCache: CacheNode(.empty, fullyInitialized: false, filtered: false),
                                       serverCache: CacheNode(.empty, fullyInitialized: false, filtered: false))

    /// Moves the server node out (leaving an empty node with the same flags), so that the
    /// caller holds its only reference and can update it in place.
    mutating func takeServerNode() -> Node {
        let node = serverCache.node
        serverCache = CacheNode(.empty, fullyInitialized: serverCache.isFullyInitialized, filtered: serverCache.isFiltered)
        return node
    }

    package func updatingEventSnap(_ node: Node, complete: Bool, filtered: Bool) -> ViewCache {
        ViewCache(eventCache: CacheNode(node, fullyInitialized: complete, filtered: filtered), serverCache: serverCache)
    }

    package func updatingServerSnap(_ node: Node, complete: Bool, filtered: Bool) -> ViewCache {
        ViewCache(eventCache: eventCache, serverCache: CacheNode(node, fullyInitialized: complete, filtered: filtered))
    }

    package var completeEventSnap: Node? { eventCache.isFullyInitialized ? eventCache.node : nil }
    package var completeServerSnap: Node? { serverCache.isFullyInitialized ? serverCache.node : nil }
}
