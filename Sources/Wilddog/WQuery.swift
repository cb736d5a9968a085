import Foundation
import Dispatch
internal import WilddogEngine

/// A query: a location plus ordering, range and limit constraints; builders return new
/// queries and leave the receiver unchanged.
///
/// Bad input cannot throw through this API, so a builder given bad input logs the SDK's message
/// and returns a query marked invalid: observers registered on it get their cancel block with
/// that error (`OperationFailed`), or are logged and ignored when they have none.
#if canImport(ObjectiveC)
@objc(WQuery)
#endif
public class WQuery: NSObject {
    /// The location, query and usage error (the engine's facade core; rules `.legacy`).
    let core: FacadeQuery

    init(core: FacadeQuery) {
        self.core = core
    }

    /// The app behind this location.
    var runtime: AppRuntime { core.binding.runtime }
    var path: Path { core.path }

    /// Set when the reference's URL was invalid: there is no app behind it.
    var appError: EngineError? {
        guard let usage = core.usageError, usage.origins.contains(.app) else { return nil }
        return usage.error
    }

    /// The `Wilddog` reference of this query's location (without constraints).
    public var ref: Wilddog { Wilddog(core: core.reference) }

    /// Logs an operation here when debug logging is on (`Wilddog.setLoggingEnabled(true)`).
    func trace(_ method: String) {
        core.trace(method)
    }

    /// Where every 1.x block runs: `Wilddog.defaultConfig().callbackQueue`.
    var channel: CallbackChannel { core.binding.channel }

    /// Runs `body` on the callback queue, where every user block runs.
    func onCallbackQueue(_ body: @escaping () -> Void) {
        channel.async(body)
    }
}

extension FacadeBinding {
    /// The binding of 1.x locations of `runtime`: blocks run on `WConfig.callbackQueue`.
    static func legacy(_ runtime: AppRuntime) -> FacadeBinding {
        FacadeBinding(runtime: runtime, channel: sharedDefaultConfig.channel, rules: .legacy)
    }
}
