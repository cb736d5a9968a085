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
