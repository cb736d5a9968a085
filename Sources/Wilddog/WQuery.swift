import Dispatch
import WilddogEngine

/// A query: a location plus ordering, range and limit constraints; builders return new
/// queries and leave the receiver unchanged.
///
/// Bad input cannot throw through this API, so a builder given bad input logs the SDK's message
/// and returns a query marked invalid: observers registered on it get their cancel block with
/// that error (`OperationFailed`), or are logged and ignored when they have none.
public class WQuery {
    /// The app behind this location.
    let runtime: AppRuntime
    let path: Path
    let spec: QuerySpec
    /// Set when the reference's URL was invalid: there is no app behind it.
    let appError: ValidationError?
    /// Set when the path contains an invalid key.
    let pathError: ValidationError?
    /// Set when a query builder rejected its input.
    let queryError: ValidationError?

    init(runtime: AppRuntime, path: Path, spec: QuerySpec, appError: ValidationError?,
         pathError: ValidationError?, queryError: ValidationError?) {
        self.runtime = runtime
        self.path = path
        self.spec = spec
        self.appError = appError
        self.pathError = pathError
        self.queryError = queryError
    }

    /// Why this query cannot be used, if it cannot.
    var usageError: ValidationError? { appError ?? pathError ?? queryError }

    /// The `Wilddog` reference of this query's location (without constraints).
    public var ref: Wilddog {
        Wilddog(runtime: runtime, path: path, appError: appError, pathError: pathError)
    }

    /// Logs an operation here when debug logging is on (`Wilddog.setLoggingEnabled(true)`).
    func trace(_ method: String) {
        EngineLog.log("\(method) \(SyncURL.url(base: runtime.baseURL, path: path))")
    }

    /// Where every 1.x block runs: `Wilddog.defaultConfig().callbackQueue`.
    var channel: CallbackChannel { sharedDefaultConfig.channel }

    /// Runs `body` on the callback queue, where every user block runs.
    func onCallbackQueue(_ body: @escaping () -> Void) {
        channel.async(body)
    }
}
