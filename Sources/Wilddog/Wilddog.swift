import WilddogEngine

/// A reference to one location of an app's data: writes, onDisconnect operations,
/// transactions and (1.x only) authentication live here; reads are inherited from `WQuery`.
///
/// Invalid input never crashes: a reference made from an invalid URL or path is returned
/// marked invalid (the SDK message is logged); writes through it fail with that message
/// (`OperationFailed`, to the completion block or the log) and observers get their cancel block.
public class Wilddog: WQuery, CustomStringConvertible {
    init(runtime: AppRuntime, path: Path, appError: ValidationError?, pathError: ValidationError?) {
        super.init(runtime: runtime, path: path, spec: .default, appError: appError,
                   pathError: pathError, queryError: nil)
    }

    /// Creates a reference from a full URL `https://<appId>.wilddogio.com[/path]`; references
    /// with the same host share one app and connection — also with the `WDGApp` configured for
    /// that URL, if any (one app per URL, whichever API reaches it first).
    ///
    /// An invalid URL logs the SDK message and yields an invalid reference (see the type's doc).
    public init(url: String) {
        let runtime: AppRuntime
        let path: Path
        let appError: ValidationError?
        do {
            let parsed = try SyncURL(url, method: "initWithUrl:")
            runtime = LegacyAppRegistry.runtime(for: parsed)
            path = parsed.path
            appError = nil
        } catch {
            EngineLog.warn(error.message)
            runtime = LegacyAppRegistry.detachedRuntime(url: url)
            path = .root
            appError = error
        }
        super.init(runtime: runtime, path: path, spec: .default, appError: appError,
                   pathError: nil, queryError: nil)
    }

    /// A reference to a relative path below this one ("fred" or "fred/name/first").
    ///
    /// An invalid path logs the SDK message and returns a reference marked invalid.
    public func childByAppendingPath(_ pathString: String) -> Wilddog {
        let method = "childByAppendingPath:"
        var childError = pathError
        do {
            try Validation.validateChildPathString(pathString, below: path, method: method, argument: "pathString")
        } catch {
            EngineLog.warn(error.message)
            if childError == nil { childError = error }
        }
        return Wilddog(runtime: runtime, path: path.child(Path(pathString)), appError: appError, pathError: childError)
    }

    /// A reference to a new child whose key is unique and sorts chronologically.
    public func childByAutoId() -> Wilddog {
        let key = PushID.next(timedBy: appError == nil ? runtime.repo : nil)
        return Wilddog(runtime: runtime, path: path.child(ChildKey(key)), appError: appError, pathError: pathError)
    }

    /// The absolute URL of this location, keys percent-encoded as needed.
    public var description: String { SyncURL.url(base: runtime.baseURL, path: path) }

    /// The parent location; the root's parent is the root itself (1.x).
    public var parent: Wilddog {
        guard let parentPath = path.parent else { return self }
        // The parent of an invalid child is valid again once the invalid key is gone.
        let stillInvalid = pathError != nil && !Validation.isValidRootPathString(parentPath.relativeString)
        return Wilddog(runtime: runtime, path: parentPath, appError: appError, pathError: stillInvalid ? pathError : nil)
    }

    /// The root location of this app.
    public var root: Wilddog { Wilddog(runtime: runtime, path: .root, appError: appError, pathError: nil) }

    /// The last path component of this location; "" for the root.
    public var key: String { path.back?.string ?? "" }

    /// The app (connection) this reference belongs to.
    public var app: WilddogApp { WilddogApp(runtime: runtime, appError: appError) }
}
