import Dispatch
import Foundation
import Synchronization
internal import WilddogEngine

/// Entry point to Wilddog Sync for one `WDGApp`; get references from it.
///
/// Without a usable app (`sync()` before `WDGApp.configure(with:)`, or an app deleted since),
/// the SDK raises an exception. The facade logs the reason instead and hands out a *detached*
/// instance: its references can be built and inspected (their `url` has no host), but every
/// write, transaction and onDisconnect operation fails with a `WDGSyncErrorCode.operationFailed`
/// error naming the reason, and every observer is cancelled with it.
#if canImport(ObjectiveC)
@objc(WDGSync)
#endif
public class WDGSync: NSObject {
    private static let attachmentKey = "WilddogSync.WDGSync"

    /// The app, or why a detached instance has none.
    private enum Binding {
        case app(WDGApp)
        case detached(EngineError)
    }

    private let binding: Binding
    /// The app's runtime; for a detached instance one that is never connected and only holds
    /// the settings (its `baseURL` is ""). Legacy references to the app's URL share it.
    private let runtime: AppRuntime
    /// Where this API's callbacks run (`callbackQueue`).
    let channel: CallbackChannel
    /// Set by the first reference: `callbackQueue` is fixed from then on.
    private let referenced = Atomic<Bool>(false)
    /// What this instance's locations are bound to (the facade core's rules `.current`).
    let locations: FacadeBinding

    private init(app: WDGApp) {
        binding = .app(app)
        runtime = app.runtime
        channel = app.syncChannel
        locations = FacadeBinding(runtime: runtime, channel: channel, rules: .current) {
            app.isDeleted ? SyncError.noApp("The app \"\(app.name)\" has been deleted.") : nil
        }
    }

    private init(detached reason: EngineError) {
        binding = .detached(reason)
        runtime = AppRuntime(appId: "", baseURL: "")
        channel = CallbackChannel(.main)
        locations = FacadeBinding(runtime: runtime, channel: channel, rules: .current) { reason }
    }

    /// The `WDGSync` of the default `WDGApp` (always the same instance).
    ///
    /// Without a default app this logs a warning and returns a detached instance (see above).
    public class func sync() -> WDGSync {
        guard let app = WDGApp.defaultApp() else {
            let reason = "WDGSync.sync() failed: no default WDGApp is configured. Call WDGApp.configure(with:) first."
            EngineLog.warn(reason)
            return WDGSync(detached: SyncError.noApp(reason))
        }
        return sync(app: app)
    }

    /// The `WDGSync` of a specific app (the same instance for every handle of that app).
    ///
    /// For a deleted app this logs a warning and returns a detached instance (see above).
    public class func sync(app: WDGApp) -> WDGSync {
        guard let registered = app.registered else {
            let reason = "WDGSync.sync(app:) failed: the app \"\(app.name)\" has been deleted."
            EngineLog.warn(reason)
            return WDGSync(detached: SyncError.noApp(reason))
        }
        return registered.attachment(attachmentKey) { WDGSync(app: registered) }
    }

    /// The app this instance belongs to; nil once the app was deleted (and for a detached instance).
    public var app: WDGApp? { owner?.registered }

    /// Reference to the root of the app's database.
    public func reference() -> WDGSyncReference {
        connect()
        return WDGSyncReference(sync: self, path: .root)
    }

    /// Reference to the relative `path` below the root (e.g. "users/fred").
    ///
    /// An invalid path is logged; the result is an invalid reference whose writes fail and
    /// whose observers are cancelled with the validation error.
    public func reference(withPath path: String) -> WDGSyncReference {
        connect()
        do {
            try Validation.validateRootPathString(path, method: "referenceWithPath:")
        } catch {
            EngineLog.warn(error.message)
            return WDGSyncReference(sync: self, path: Path(path), failure: EngineError(validation: error))
        }
        return WDGSyncReference(sync: self, path: Path(path))
    }

    /// Reference from a full URL that must point into this app's database.
    ///
    /// A malformed URL, or one of another host, is logged; the result is an invalid
    /// reference (at the URL's path) whose operations fail with that message.
    public func reference(fromURL syncUrl: String) -> WDGSyncReference {
        connect()
        let method = "referenceFromURL:"
        let url: SyncURL
        do {
            url = try SyncURL(syncUrl, method: method)
        } catch {
            EngineLog.warn(error.message)
            return WDGSyncReference(sync: self, path: .root, failure: EngineError(validation: error))
        }
        if owner != nil, url.baseURL != baseURL {
            let message = "\(method) failed: the URL \"\(syncUrl)\" does not belong to this app's database "
                + "(\(baseURL)). Configure another WDGApp for another database."
            EngineLog.warn(message)
            return WDGSyncReference(sync: self, path: url.path, failure: EngineError(.invalidParameters, message))
        }
        return WDGSyncReference(sync: self, path: url.path)
    }

    /// Manually disconnects this app from the Sync server and disables automatic reconnection.
    public func goOffline() {
        if case .success(let repo) = repo() { repo.goOffline() }
    }

    /// Manually reconnects and re-enables automatic reconnection.
    public func goOnline() {
        if case .success(let repo) = repo() { repo.goOnline() }
    }

    /// Whether data and pending writes persist across restarts (an SQLite store per app, see
    /// README); set before the first reference is created, later changes are logged and ignored.
    ///
    /// Legacy code of the same app URL shares the setting (`Wilddog.defaultConfig()`): once the
    /// app's connection runs, whichever API started it, a different value is logged and ignored.
    public var persistenceEnabled: Bool {
        get { runtime.settings.persistenceEnabled }
        set { runtime.apply(\.persistenceEnabled, newValue, name: "persistenceEnabled", via: "WDGSync") }
    }

    /// The queue on which all event and completion blocks of this API run (default
    /// `DispatchQueue.main`); set before the first reference is created, later changes are logged
    /// and ignored. Legacy blocks of the same app keep running on `WConfig.callbackQueue`.
    public var callbackQueue: DispatchQueue {
        get { channel.queue }
        set {
            if let owner, referenced.load(ordering: .acquiring) {
                return EngineLog.warn("callbackQueue: must be set before the first reference of the app "
                    + "\"\(owner.name)\" is created; the change is ignored.")
            }
            channel.queue = newValue
        }
    }

    /// Turns SDK debug logging on or off (default off).
    public class func setLoggingEnabled(_ enabled: Bool) {
        EngineLog.isEnabled = enabled
    }

    /// The Wilddog Sync SDK version string.
    public class func sdkVersion() -> String {
        EngineInfo.sdkVersion
    }

    // MARK: For references

    /// The app's root URL (`https://<appId>.wilddogio.com`); "" for a detached instance.
    var baseURL: String { runtime.baseURL }

    /// The repo to run operations on, or why there is none.
    func repo() -> Result<Repo, EngineError> {
        if let reason = locations.unavailable { return .failure(reason) }
        return .success(runtime.repo)
    }

    /// The app, nil for a detached instance.
    private var owner: WDGApp? {
        if case .app(let app) = binding { return app }
        return nil
    }

    /// Runs `body` on the callback queue (for failures reported without the engine).
    func callBack(_ body: @escaping () -> Void) {
        channel.async(body)
    }

    /// Creates and connects the repo, which fixes the settings (as the first reference does).
    private func connect() {
        referenced.store(true, ordering: .releasing)
        _ = repo()
    }
}
