import WilddogEngine

/// Identifies one observer registration; unique within the process, never reused.
public typealias WDGSyncHandle = Int64

/// Data at a location filtered and ordered by constraints; builders return new queries.
///
/// A query built with invalid arguments (a second orderBy, a bad bound…) is logged and marked
/// invalid: its observers are cancelled with the validation error (26106 `invalidParameters`).
public class WDGSyncQuery {
    /// The `WDGSync` of this location (public as `WDGSyncReference.sync`).
    let database: WDGSync
    let path: Path
    let spec: QuerySpec
    /// Why this query or reference is unusable (bad input), nil when it is fine.
    let failure: EngineError?

    init(sync: WDGSync, path: Path, spec: QuerySpec = .default, failure: EngineError? = nil) {
        self.database = sync
        self.path = path
        self.spec = spec
        self.failure = failure
    }

    /// The reference of this query's location (without constraints).
    public var ref: WDGSyncReference {
        WDGSyncReference(sync: database, path: path, failure: failure)
    }

    /// The repo to run an operation on, or the error it fails with.
    func target() -> Result<Repo, EngineError> {
        if let failure { return .failure(failure) }
        return database.repo()
    }
}
