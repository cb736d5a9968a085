import Foundation
internal import WilddogEngine

/// Identifies one observer registration; unique within the process, never reused.
public typealias WDGSyncHandle = Int64

/// Data at a location filtered and ordered by constraints; builders return new queries.
///
/// A query built with invalid arguments (a second orderBy, a bad bound…) is logged and marked
/// invalid: its observers are cancelled with the validation error (26106 `invalidParameters`).
#if canImport(ObjectiveC)
@objc(WDGSyncQuery)
#endif
public class WDGSyncQuery: NSObject {
    /// The `WDGSync` of this location (public as `WDGSyncReference.sync`).
    let database: WDGSync
    /// The location, query and usage error (the engine's facade core; rules `.current`).
    let core: FacadeQuery

    init(sync: WDGSync, core: FacadeQuery) {
        self.database = sync
        self.core = core
    }

    var path: Path { core.path }

    /// The reference of this query's location (without constraints).
    public var ref: WDGSyncReference {
        WDGSyncReference(sync: database, core: core.reference)
    }
}
