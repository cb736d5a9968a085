import Foundation
package import WilddogEngine

/// Completion of `WDGApp.delete(_:)`; `true` when the app was deleted.
public typealias WDGAppVoidBoolCallback = (Bool) -> Void

/// Entry point of the Wilddog SDKs: one instance per configured app, identified by name.
///
/// Where the SDK raises an exception (configuring an existing name, a bad name or URL), this
/// facade logs the reason with a `[Wilddog] WARNING:` line on standard error and ignores the
/// call: Swift has no exceptions to catch, and crashing an app for a duplicate configure
/// would be worse than keeping the first configuration.
#if canImport(ObjectiveC)
@objc(WDGApp)
#endif
public class WDGApp: NSObject {
    /// The name of the app configured by `configure(with:)`.
    static let defaultAppName = "__WDGAPP_DEFAULT"

    let core: AppCore

    init(core: AppCore) {
        self.core = core
    }

    /// Configures the default app (name `__WDGAPP_DEFAULT`) from `options`; call once, before
    /// `WDGSync.sync()` / `WDGAuth.auth()`. Thread-safe.
    ///
    /// Legacy (1.x) references to the same URL share the app — data, connection, signed-in user —
    /// whichever API reached it first (see MIGRATION.md, "Migrating a part at a time"); a second
    /// app configured with the same URL is a separate client of that database.
    public class func configure(with options: WDGOptions) {
        configure(name: defaultAppName, options: options, method: "configureWithOptions:")
    }

    /// Configures an additional app named `name` (letters, digits and underscores). Thread-safe.
    public class func configure(withName name: String, options: WDGOptions) {
        configure(name: name, options: options, method: "configureWithName:options:")
    }

    /// The app configured with `configure(with:)`, or nil if there is none. Thread-safe.
    public class func defaultApp() -> WDGApp? {
        AppRegistry.app(named: defaultAppName)
    }

    /// A handle on the app configured under `name`, nil if none. Thread-safe.
    ///
    /// A Swift initializer cannot hand back the registered object: the result is a new handle
    /// sharing all state (name, options, sync, auth) with it; `===` is not preserved.
    public init?(named name: String) {
        guard let app = AppRegistry.app(named: name) else { return nil }
        core = app.core
    }

    /// All existing apps keyed by name (`String` → `WDGApp`), nil if there are none. Thread-safe.
    public class func allApps() -> [AnyHashable: Any]? {
        let apps = AppRegistry.all
        guard !apps.isEmpty else { return nil }
        var result: [AnyHashable: Any] = [:]
        for app in apps { result[app.name] = app }
        return result
    }

    /// Deletes this app and frees its name at once (it can be configured again before this
    /// returns). Thread-safe; see README "Deleting an app" for what happens to work in flight:
    ///
    /// - no data event, auth state event or cancel is delivered after this returns (an event
    ///   handler already running on another thread finishes);
    /// - every pending write, update, transaction and onDisconnect operation has its completion
    ///   called once, on the callback queue, with a `WDGSyncErrorCode.serviceUnavailable`
    ///   (26003) error whose message says the app was deleted (transactions: not committed,
    ///   no snapshot; with persistence enabled, writes stay on disk for the next launch and are
    ///   not called back); auth operations already started complete normally;
    /// - the connection closes for good (the server runs the app's onDisconnect writes), no
    ///   reconnect is attempted, and the client data is released;
    /// - objects of the deleted app stay usable, but their operations fail (see `WDGSync`).
    ///
    /// When legacy (1.x) references use the same app URL, the connection is theirs too: it keeps
    /// running for them, and only this app's observers and auth listeners are removed; a later
    /// `configure` for the URL adopts it again.
    ///
    /// `completion` runs before this method returns: `true` when the app was deleted, `false`
    /// when it had already been deleted.
    public func delete(_ completion: @escaping WDGAppVoidBoolCallback) {
        guard AppRegistry.remove(core) else {
            EngineLog.warn("deleteApp: failed: the app \"\(name)\" was already deleted.")
            completion(false)
            return
        }
        FacadeRuntimes.registry.release(
            core.runtime, app: name, callbacksOn: [core.syncChannel, core.authChannel],
            reason: EngineError(.disconnected, "The app \"\(name)\" was deleted before the operation completed."))
        core.removeAttachments()
        completion(true)
    }

    /// The app's name (`__WDGAPP_DEFAULT` for the default app).
    public var name: String { core.name }

    /// The options the app was configured with.
    public var options: WDGOptions { core.options }

    // MARK: For WilddogSync and WilddogAuth

    /// The engine runtime (repo and auth client) of this app.
    package var runtime: AppRuntime { core.runtime }

    /// The channel of this app's Sync callbacks (`WDGSync.callbackQueue`).
    package var syncChannel: CallbackChannel { core.syncChannel }

    /// The channel of this app's auth callbacks (the main queue).
    package var authChannel: CallbackChannel { core.authChannel }

    /// True once the app was deleted (through any handle).
    package var isDeleted: Bool { AppRegistry.registered(core) == nil }

    /// The registered app object sharing this handle's state; nil once the app was deleted.
    package var registered: WDGApp? { AppRegistry.registered(core) }

    /// Whether two handles belong to the same configured app.
    package func isSameApp(as other: WDGApp) -> Bool { core === other.core }

    /// The per-app object stored under `key` (one per module), made on first use; dropped
    /// when the app is deleted.
    package func attachment<T: AnyObject>(_ key: String, make: () -> T) -> T {
        core.attachment(key, make: make)
    }

    // MARK: Configuration

    private class func configure(name: String, options: WDGOptions, method: String) {
        guard !name.isEmpty, name.utf8.allSatisfy(isNameByte) else {
            EngineLog.warn("\(method) failed: the app name \"\(name)\" is invalid. App names may contain only "
                + "letters, digits and underscores.")
            return
        }
        let url: SyncURL
        do {
            url = try SyncURL(options.syncURL, method: method)
        } catch {
            EngineLog.warn(error.message)
            return
        }
        if !url.path.isEmpty {
            EngineLog.warn("\(method): the syncURL \"\(options.syncURL)\" has a path; only its root "
                + "\(url.baseURL) is used. Use WDGSync.reference(withPath:) for locations.")
        }
        // One engine app per URL: this adopts the one legacy references already use, if any.
        let (runtime, adopted) = FacadeRuntimes.registry.claimRuntime(for: url, app: name)
        let core = AppCore(name: name, options: options, runtime: runtime)
        guard AppRegistry.add(WDGApp(core: core)) else {
            FacadeRuntimes.registry.release(runtime, app: name)
            let which = name == defaultAppName ? "the default app" : "an app named \"\(name)\""
            EngineLog.warn("\(method) failed: \(which) has already been configured. Configure it once, or "
                + "delete it first.")
            return
        }
        if adopted { EngineLog.log("\(method): \(name) uses the running app of \(url.baseURL)") }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}
