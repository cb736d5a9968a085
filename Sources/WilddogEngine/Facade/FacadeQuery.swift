/// A location and its query as both facades hold it: the binding to an app, the path, the
/// query's constraints and a single usage error. `WQuery`/`Wilddog` and
/// `WDGSyncQuery`/`WDGSyncReference` wrap one each and only adapt names, argument shapes,
/// their callback queue and their error domain; the checks and the calls into the repo are
/// here (`FacadeQuery+Building`, `+Writing`, `+Observing`).
///
/// Bad input cannot throw through either API, so a location made from an invalid URL or path,
/// or a query given invalid constraints, carries the error (logged when it was found) and
/// every operation on it fails with it.
package struct FacadeQuery {
    package let binding: FacadeBinding
    package let path: Path
    package let spec: QuerySpec
    /// Why this location or query cannot be used; nil when it can.
    package let usageError: FacadeUsageError?

    package init(binding: FacadeBinding, path: Path, spec: QuerySpec = .default, usageError: FacadeUsageError? = nil) {
        self.binding = binding
        self.path = path
        self.spec = spec
        self.usageError = usageError
    }

    /// The rules of the API this location belongs to.
    package var rules: FacadeRules { binding.rules }

    /// The absolute URL of this location, keys percent-encoded as needed.
    package var url: String { SyncURL.url(base: binding.runtime.baseURL, path: path) }

    /// The error an operation here fails with before it reaches the repo: the location's
    /// usage error, else why the app cannot be used now.
    package var refusal: EngineError? { usageError?.error ?? binding.unavailable }

    /// The repo, for an operation that passed its checks.
    package var repo: Repo { binding.runtime.repo }

    /// Logs an operation here when the API traces operations and debug logging is on.
    package func trace(_ method: String) {
        if rules.tracesOperations { EngineLog.log("\(method) \(url)") }
    }

    // MARK: Related locations

    /// The plain location of this query (without constraints).
    package var reference: FacadeQuery {
        let error = rules.referenceForgetsQueryError ? usageError?.removing(.query) : usageError
        return FacadeQuery(binding: binding, path: path, usageError: error)
    }

    /// The location at a relative path below this one; an invalid path is logged and the
    /// result carries the error (an earlier error stays first).
    package func child(_ pathString: String, method: String, argument: String = "path") -> FacadeQuery {
        let childPath = path.child(Path(pathString))
        do {
            try Validation.validateChildPathString(pathString, below: path, method: method, argument: argument)
        } catch {
            EngineLog.warn(error.message)
            let error = usageError.adding(.path, EngineError(validation: error))
            return FacadeQuery(binding: binding, path: childPath, usageError: error)
        }
        return FacadeQuery(binding: binding, path: childPath, usageError: usageError)
    }

    /// A new child whose key is unique and sorts chronologically, timed by the app's
    /// server-time estimate when the app can be reached.
    package func childByAutoId() -> FacadeQuery {
        let reachable = rules.pushIDsIgnorePathErrors
            ? usageError?.origins.contains(.app) != true && binding.unavailable == nil
            : refusal == nil
        let key = PushID.next(timedBy: reachable ? repo : nil)
        return FacadeQuery(binding: binding, path: path.child(ChildKey(key)), usageError: usageError)
    }

    /// The parent location; nil for the root.
    package var parent: FacadeQuery? {
        guard let parentPath = path.parent else { return nil }
        var error = usageError
        if rules.parentRevalidatesPath, Validation.isValidRootPathString(parentPath.relativeString) {
            error = error?.removing(.path)
        }
        return FacadeQuery(binding: binding, path: parentPath, usageError: error)
    }

    /// The root location: only an unusable app stays unusable there.
    package var root: FacadeQuery {
        FacadeQuery(binding: binding, path: .root, usageError: usageError?.removing([.path, .query]))
    }

    /// The same binding at another path, usable (a snapshot's location).
    package func located(at path: Path) -> FacadeQuery {
        FacadeQuery(binding: binding, path: path)
    }
}
