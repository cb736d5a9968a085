/// A query whose server data the store keeps (Firebase's tracked query): where, which query
/// (`QuerySpec.identifier`; queries that load all data are tracked as the default query), when
/// it was last used, whether its cached data is complete and whether a listener uses it now.
struct TrackedQuery: Equatable {
    let id: Int64
    let path: Path
    let queryId: String
    var lastUse: Double
    var complete: Bool
    var active: Bool

    var isDefault: Bool { queryId == TrackedQuery.defaultId }

    static let defaultId = QuerySpec.default.identifier

    /// The identifier a query is tracked under.
    static func normalizedId(_ query: QuerySpec) -> String {
        query.loadsAllData ? defaultId : query.identifier
    }
}
