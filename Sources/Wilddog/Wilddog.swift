import Foundation
internal import WilddogEngine

/// A reference to one location of an app's data: writes, onDisconnect operations,
/// transactions and (1.x only) authentication live here; reads are inherited from `WQuery`.
///
/// Invalid input never crashes: a reference made from an invalid URL or path is returned
/// marked invalid (the SDK message is logged); writes through it fail with that message
/// (`OperationFailed`, to the completion block or the log) and observers get their cancel block.
#if canImport(ObjectiveC)
@objc(Wilddog)
#endif
public class Wilddog: WQuery {
    override init(core: FacadeQuery) {
        super.init(core: core)
    }

    /// Creates a reference from a full URL `https://<appId>.wilddogio.com[/path]`; references
    /// with the same host share one app and connection — also with the `WDGApp` configured for
    /// that URL, if any (one app per URL, whichever API reaches it first).
    ///
    /// An invalid URL logs the SDK message and yields an invalid reference (see the type's doc).
    public init(url: String) {
        do {
            let parsed = try SyncURL(url, method: "initWithUrl:")
            super.init(core: FacadeQuery(binding: .legacy(LegacyAppRegistry.runtime(for: parsed)), path: parsed.path))
        } catch {
            EngineLog.warn(error.message)
            super.init(core: FacadeQuery(binding: .legacy(LegacyAppRegistry.detachedRuntime(url: url)), path: .root,
                                         usageError: FacadeUsageError(.app, EngineError(validation: error))))
        }
    }

    /// A reference to a relative path below this one ("fred" or "fred/name/first").
    ///
    /// An invalid path logs the SDK message and returns a reference marked invalid.
    public func childByAppendingPath(_ pathString: String) -> Wilddog {
        Wilddog(core: core.child(pathString, method: "childByAppendingPath:", argument: "pathString"))
    }

    /// A reference to a new child whose key is unique and sorts chronologically.
    public func childByAutoId() -> Wilddog { Wilddog(core: core.childByAutoId()) }

    /// The absolute URL of this location, keys percent-encoded as needed.
    public override var description: String { core.url }

    /// The parent location; the root's parent is the root itself (1.x).
    public var parent: Wilddog { core.parent.map(Wilddog.init(core:)) ?? self }

    /// The root location of this app.
    public var root: Wilddog { Wilddog(core: core.root) }

    /// The last path component of this location; "" for the root.
    public var key: String { path.back?.string ?? "" }

    /// The app (connection) this reference belongs to.
    public var app: WilddogApp { WilddogApp(runtime: runtime, appError: appError) }
}
