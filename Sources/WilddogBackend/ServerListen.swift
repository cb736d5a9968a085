import WilddogEngine

/// One listen of a server-side connection: a location, a query, and for tagged queries the
/// last result sent (so unchanged windows are not re-sent).
struct ServerListen {
    let path: Path
    let query: QuerySpec
    let tag: Int?
    var lastSent: Node?

    var key: ListenKey { ListenKey(path, query, tag: tag) }

    /// The data this listen shows for `data` at its location: everything, or the query result.
    func result(_ data: Node) -> Node {
        tag == nil ? data : query.result(of: data)
    }
}

extension ServerListen {
    /// The query result after the children `keys` of the listened data changed, computed from
    /// the last result sent as the client's view does (O(log n) per child), or nil when it must
    /// be computed from scratch: no result sent yet, an untagged listen, a priority change, or
    /// data not kept in the query's order.
    /// `tracking` hears the children that changed.
    func updatedResult(_ data: Node, changedChildren keys: [ChildKey], tracking: inout ChildChangeAccumulator?) -> Node? {
        guard tag != nil, let last = lastSent, case .children = last, data.isIndexed(query.index),
              !keys.contains(where: \.isPriorityKey) else { return nil }
        let filter = query.makeFilter()
        let source = CompleteDataSource(data: data)
        var result = last
        for key in keys {
            result = filter.updateChild(result, key, data.immediateChild(key), .root, source, &tracking)
        }
        return result
    }

    /// Above this many changed children, a query's result is computed again from the data.
    static let incrementalUpdateLimit = 64
}

/// Complete children from the whole data at a listened location (the server knows it all).
struct CompleteDataSource: CompleteChildSource {
    let data: Node

    func completeChild(_ key: ChildKey) -> Node? { data.immediateChild(key) }

    func childAfterChild(_ index: Index, _ child: NamedNode, reverse: Bool) -> NamedNode? {
        let sorted = data.sortedChildren(index)
        let probe = IndexProbe(index, child)
        return reverse ? sorted.predecessor(probe) : sorted.successor(probe)
    }
}
