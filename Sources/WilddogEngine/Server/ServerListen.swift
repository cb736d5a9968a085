/// One listen of a server-side connection: a location, a query, and for tagged queries the
/// last result sent (so unchanged windows are not re-sent).
struct ServerListen {
    struct Key: Hashable {
        let path: Path
        let queryId: String
        let tag: Int?

        /// The order pushes go out in: by location, then in the order the client's queries were
        /// created (their tags increase), so events of a client are deterministic.
        static func pushOrder(_ a: Key, _ b: Key) -> Bool {
            let c = Path.compare(a.path, b.path)
            if c != 0 { return c < 0 }
            if a.tag != b.tag { return (a.tag ?? -1) < (b.tag ?? -1) }
            return a.queryId < b.queryId
        }
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
