import Foundation
internal import WilddogEngine

/// The connection behind one app host, from `Wilddog.app`.
#if canImport(ObjectiveC)
@objc(WilddogApp)
#endif
public class WilddogApp: NSObject {
    let runtime: AppRuntime
    /// Set when the reference's URL was invalid: there is no connection to control.
    let appError: EngineError?

    init(runtime: AppRuntime, appError: EngineError?) {
        self.runtime = runtime
        self.appError = appError
    }

    /// Disconnects this app from the server until `goOnline()`.
    public func goOffline() {
        if let appError { return EngineLog.warn("goOffline failed: \(appError.message)") }
        runtime.repo.goOffline()
    }

    /// Restores this app's connection to the server.
    public func goOnline() {
        if let appError { return EngineLog.warn("goOnline failed: \(appError.message)") }
        runtime.repo.goOnline()
    }
}
