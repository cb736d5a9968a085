import Dispatch
import Foundation
import Testing
import WilddogTestSupport
import Wilddog
import WilddogAuth
import WilddogCore
import WilddogServer
import WilddogSync

/// One app URL used by legacy (1.x) and migrated (2.x) code in the same process, as in an app
/// migrated a part at a time: `legacy` references of the URL and a uniquely named `WDGApp`
/// configured with it, on a fresh backend.
///
/// Legacy blocks run on `Wilddog.defaultConfig().callbackQueue`, left at the main queue (it is
/// process-wide); 2.x Sync blocks run on the private serial `syncQueue`; 2.x auth on main.
final class HalfMigratedApp: @unchecked Sendable {
    // @unchecked: the app objects are only read after init; the logs are behind mutexes.
    enum Order { case legacyFirst, migratedFirst }

    let appId: String
    let url: String
    let server: WilddogServer
    private(set) var app: WDGApp!
    private(set) var sync: WDGSync!
    let syncQueue: DispatchQueue
    let appName: String
    /// Set by `isConnectedNow`.
    var connectedLog: Log?
    /// Tags the 2.x callback queue ("sync") and the main queue ("main"), to check where blocks run.
    static let queueKey: DispatchSpecificKey<String> = {
        let key = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: key, value: "main")
        return key
    }()

    /// `order` says which API reaches the app first: legacy code creates a reference (and so
    /// starts the connection) before `WDGApp.configure`, or the reverse.
    init(_ order: Order, name: String = #function) {
        let cleaned = name.lowercased().filter { ($0.isLetter || $0.isNumber) && $0.isASCII }
        appId = "m\(cleaned.prefix(16))\(UUID().uuidString.prefix(8).lowercased())"
        url = "https://\(appId).wilddogio.com"
        server = WilddogServer(appId: appId)
        server.reconnectDelay = 0.01
        appName = "mixed_" + UUID().uuidString.replacingOccurrences(of: "-", with: "_")
        syncQueue = DispatchQueue(label: "mixed.sync.\(appName)")
        syncQueue.setSpecific(key: Self.queueKey, value: "sync")
        if order == .legacyFirst { _ = legacy("") }
        configure()
    }

    /// Configures the `WDGApp` (again, after a delete).
    func configure() {
        WDGApp.configure(withName: appName, options: WDGOptions(syncURL: url))
        app = WDGApp(named: appName)!
        sync = WDGSync.sync(app: app)
        sync.callbackQueue = syncQueue
    }

    /// A legacy reference to `path`, made from its full URL as legacy code does.
    func legacy(_ path: String) -> Wilddog {
        Wilddog(url: path.isEmpty ? url : "\(url)/\(path)")
    }

    /// A 2.x reference to `path`.
    func migrated(_ path: String) -> WDGSyncReference {
        path.isEmpty ? sync.reference() : sync.reference(withPath: path)
    }

    var auth: WDGAuth { WDGAuth(app: app)! }

    /// The backend's data at `path` as JSON text ("null" when absent).
    func serverJSON(_ path: String) -> String { json(server.data(at: path)) }

    deinit {
        if let app, WDGApp(named: app.name) != nil { app.delete { _ in } }
    }
}
