/// Identifies one listen of a client link, on both ends: a location, a query, and the tag of
/// a tagged (filtering) query.
package struct ListenKey: Hashable {
    package let path: Path
    package let queryId: String
    package let tag: Int?

    package init(_ path: Path, _ query: QuerySpec, tag: Int?) {
        self.path = path
        self.queryId = query.identifier
        self.tag = tag
    }

    /// The order the server pushes in: by location, then in the order the client's queries were
    /// created (their tags increase), so events of a client are deterministic.
    package static func pushOrder(_ a: ListenKey, _ b: ListenKey) -> Bool {
        let c = Path.compare(a.path, b.path)
        if c != 0 { return c < 0 }
        if a.tag != b.tag { return (a.tag ?? -1) < (b.tag ?? -1) }
        return a.queryId < b.queryId
    }
}
