/// Where a limited filter finds complete children beyond its window (SEMANTICS.md §4.3).
package protocol CompleteChildSource {
    func completeChild(_ key: ChildKey) -> Node?
    /// The next complete child after `child` in `index` order (or before it, reversed).
    func childAfterChild(_ index: Index, _ child: NamedNode, reverse: Bool) -> NamedNode?
}

/// Knows no complete children: used for server-cache updates.
package struct NoCompleteChildSource: CompleteChildSource {
    package init() {}
    package func completeChild(_ key: ChildKey) -> Node? { nil }
    package func childAfterChild(_ index: Index, _ child: NamedNode, reverse: Bool) -> NamedNode? { nil }
}

/// Complete children from the event cache, else from pending writes over complete server data.
package struct WriteTreeCompleteChildSource: CompleteChildSource {
    let writes: WriteTreeRef
    let viewCache: ViewCache
    let optCompleteServerCache: Node?

    package init(_ writes: WriteTreeRef, _ viewCache: ViewCache, _ optCompleteServerCache: Node?) {
        self.writes = writes
        self.viewCache = viewCache
        self.optCompleteServerCache = optCompleteServerCache
    }

    package func completeChild(_ key: ChildKey) -> Node? {
        let eventCache = viewCache.eventCache
        if eventCache.isComplete(forChild: key) { return eventCache.node.immediateChild(key) }
        let serverNode = optCompleteServerCache.map { CacheNode($0, fullyInitialized: true, filtered: false) }
            ?? viewCache.serverCache
        return writes.calcCompleteChild(key, serverNode)
    }

    package func childAfterChild(_ index: Index, _ child: NamedNode, reverse: Bool) -> NamedNode? {
        let completeServerData = optCompleteServerCache ?? viewCache.completeServerSnap
        return writes.calcIndexedSlice(completeServerData, start: child, count: 1, reverse: reverse, index: index).first
    }
}
