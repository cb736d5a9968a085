/// One listen of a server-side connection: a location, a query, and for tagged queries the
/// last result sent (so unchanged windows are not re-sent).
struct ServerListen {
    struct Key: Hashable {
        let path: Path
        let queryId: String
        let tag: Int?
    }

    let path: Path
    let query: QuerySpec
    let tag: Int?
    var lastSent: Node?

    var key: Key { Key(path: path, queryId: query.identifier, tag: tag) }

    /// The data this listen shows for `data` at its location: everything, or the query result.
    func result(_ data: Node) -> Node {
        guard tag != nil else { return data }
        var none: ChildChangeAccumulator? = nil
        return query.makeFilter().updateFullNode(.empty, data, &none)
    }
}

/// A write the server performs when a connection drops.
enum OnDisconnectOperation {
    case put(Path, Node)
    case merge(Path, [WireChild])

    var path: Path {
        switch self {
        case .put(let p, _), .merge(let p, _): return p
        }
    }
}
