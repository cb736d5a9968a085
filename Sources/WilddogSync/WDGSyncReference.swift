import Foundation
internal import WilddogEngine

/// A specific location in the database, for reading and writing.
///
/// A reference built from an invalid path (`child("a.b")`, a URL of another app…) is logged
/// and marked invalid: its writes fail with 26106 `invalidParameters` and the validation
/// message (or only log it when there is no completion block), and its observers are
/// cancelled with that error. References and queries derived from it (`child`, `parent`,
/// queries) are invalid too; `root` is valid.
#if canImport(ObjectiveC)
@objc(WDGSyncReference)
#endif
public class WDGSyncReference: WDGSyncQuery {
    override init(sync: WDGSync, core: FacadeQuery) {
        super.init(sync: sync, core: core)
    }

    /// A reference of `sync` at `path`, invalid with `failure` when given.
    convenience init(sync: WDGSync, path: Path, failure: EngineError? = nil) {
        self.init(sync: sync, core: FacadeQuery(binding: sync.locations, path: path,
                                                usageError: failure.map { FacadeUsageError(.path, $0) }))
    }

    /// Reference to the parent; nil for the root.
    public var parent: WDGSyncReference? {
        core.parent.map { WDGSyncReference(sync: database, core: $0) }
    }

    /// Reference to the root.
    public var root: WDGSyncReference {
        WDGSyncReference(sync: database, core: core.root)
    }

    /// The last path component of this location; "" for the root.
    public var key: String {
        path.back?.string ?? ""
    }

    /// The absolute URL of this location.
    public var url: String {
        core.url
    }

    /// The `WDGSync` this reference belongs to.
    public var sync: WDGSync {
        database
    }

    /// The absolute URL of this location.
    public override var description: String {
        url
    }

    /// Reference to a relative path below this one ("fred" or "fred/name/first"); an empty
    /// string returns this reference.
    public func child(_ pathString: String) -> WDGSyncReference {
        child(pathString, method: "child:")
    }

    /// Same as `child(_:)`; deprecated.
    @available(*, deprecated, message: "use child: instead")
    public func child(byAppendingPath pathString: String) -> WDGSyncReference {
        child(pathString, method: "childByAppendingPath:")
    }

    /// Adds a child with a unique, chronologically sortable generated key.
    public func childByAutoId() -> WDGSyncReference {
        WDGSyncReference(sync: database, core: core.childByAutoId())
    }

    /// Manually disconnects from the Sync server and disables auto-reconnect (all apps).
    public class func goOffline() {
        RepoRegistry.shared.goOfflineAll()
    }

    /// Manually reconnects and enables auto-reconnect (all apps).
    public class func goOnline() {
        RepoRegistry.shared.goOnlineAll()
    }

    private func child(_ pathString: String, method: String) -> WDGSyncReference {
        if pathString.isEmpty { return self }
        return WDGSyncReference(sync: database, core: core.child(pathString, method: method))
    }
}
