import Foundation
import Testing
import WilddogAuth
import WilddogCore
import WilddogSync

/// A `WDGApp` (2.x) routed to an `AccountsServer`, with its `WDGAuth` and sync reference.
final class ModernApp: @unchecked Sendable {
    // @unchecked: the objects are only read after init.
    let appId: String
    let name: String
    let app: WDGApp
    let auth: WDGAuth

    /// Objects kept alive with the app (an in-process server).
    var retained: [AnyObject] = []

    /// - Parameter persistence: the app's `WDGSync.persistenceEnabled`.
    convenience init(_ server: AccountsServer, appId: String = uniqueAppId(), persistence: Bool = false) throws {
        try server.route(appId)
        try self.init(unroutedAppId: appId, persistence: persistence)
    }

    init(unroutedAppId appId: String, persistence: Bool = false) throws {
        self.appId = appId
        name = "net_" + UUID().uuidString.replacingOccurrences(of: "-", with: "_")
        WDGApp.configure(withName: name, options: WDGOptions(syncURL: "https://\(appId).wilddogio.com"))
        app = try #require(WDGApp(named: name))
        if persistence { WDGSync.sync(app: app).persistenceEnabled = true }
        auth = try #require(WDGAuth(app: app))
    }

    deinit {
        if WDGApp(named: name) != nil { app.delete { _ in } }
    }

    var ref: WDGSyncReference { WDGSync.sync(app: app).reference() }

    /// Runs an operation with a `(user, error)` completion and waits for it.
    func result(sourceLocation: SourceLocation = #_sourceLocation,
                _ start: (@escaping WDGAuthResultCallback) -> Void) async -> (user: WDGUser?, error: NSError?) {
        let value: (WDGUser?, NSError?)? = await awaitCallback(sourceLocation: sourceLocation) { done in
            start { user, error in done((user, error as NSError?)) }
        }
        return value.map { ($0.0, $0.1) } ?? (nil, nil)
    }

    /// Runs an operation with an `(error)` completion and waits for it.
    func outcome(sourceLocation: SourceLocation = #_sourceLocation,
                 _ start: (@escaping (Error?) -> Void) -> Void) async -> NSError? {
        let value: NSError?? = await awaitCallback(sourceLocation: sourceLocation) { done in start { done($0 as NSError?) } }
        return value ?? nil
    }

    /// Writes `value` at `path`; nil on success, else the error.
    func write(_ path: String, _ value: Any) async -> NSError? {
        await outcome { done in ref.child(path).setValue(value) { error, _ in done(error) } }
    }

    /// Reads `path` once: its value, or the error (`permission_denied`) when refused.
    func read(_ path: String) async -> (value: Any?, error: NSError?) {
        let answer: (Any?, NSError?)? = await awaitCallback { done in
            ref.child(path).observeSingleEvent(of: .value, with: { done(($0.value, nil)) },
                                               withCancel: { done((nil, $0 as NSError)) })
        }
        return answer.map { ($0.0, $0.1) } ?? (nil, nil)
    }
}
