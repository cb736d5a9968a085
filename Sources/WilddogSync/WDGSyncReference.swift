import WilddogEngine

/// A specific location in the database, for reading and writing.
///
/// A reference built from an invalid path (`child("a.b")`, a URL of another app…) is logged
/// and marked invalid: its writes fail with 26106 `invalidParameters` and the validation
/// message (or only log it when there is no completion block), and its observers are
/// cancelled with that error. References and queries derived from it (`child`, `parent`,
/// queries) are invalid too; `root` is valid.
public class WDGSyncReference: WDGSyncQuery, CustomStringConvertible {
    /// Reference to the parent; nil for the root.
    public var parent: WDGSyncReference? {
        guard let parentPath = path.parent else { return nil }
        return WDGSyncReference(sync: database, path: parentPath, failure: failure)
    }

    /// Reference to the root.
    public var root: WDGSyncReference {
        WDGSyncReference(sync: database, path: .root)
    }

    /// The last path component of this location; "" for the root.
    public var key: String {
        path.back?.string ?? ""
    }

    /// The absolute URL of this location.
    public var url: String {
        SyncURL.url(base: database.baseURL, path: path)
    }

    /// The `WDGSync` this reference belongs to.
    public var sync: WDGSync {
        database
    }

    /// The absolute URL of this location.
    public var description: String {
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
        let key = PushID.next(timedBy: try? target().get())
        return WDGSyncReference(sync: database, path: path.child(ChildKey(key)), failure: failure)
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
        do {
            try Validation.validateChildPathString(pathString, below: path, method: method)
        } catch {
            EngineLog.warn(error.message)
            return WDGSyncReference(sync: database, path: path.child(Path(pathString)), failure: failure ?? EngineError(validation: error))
        }
        return WDGSyncReference(sync: database, path: path.child(Path(pathString)), failure: failure)
    }
}
