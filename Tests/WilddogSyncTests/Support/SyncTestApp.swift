import Dispatch
import Foundation
import Testing
import WilddogServer
import WilddogSync
import WilddogTestSupport

/// A fresh app id per test, so parallel tests never share an embedded backend.
func uniqueAppId(_ name: String = #function) -> String {
    let cleaned = name.lowercased().filter { ($0.isLetter || $0.isNumber) && $0.isASCII }
    return "s\(cleaned.prefix(16))\(UUID().uuidString.prefix(8).lowercased())"
}

/// A uniquely named `WDGApp` on a fresh backend, delivering callbacks on a private queue.
final class SyncTestApp: @unchecked Sendable {
    // @unchecked: the app objects are only read; the log is behind a mutex.
    let app: WDGApp
    let sync: WDGSync
    let server: WilddogServer
    let appId: String
    let queue: DispatchQueue
    let log = Log()

    /// Configures an app named after the test; `appId` lets two apps share one backend.
    init(appId: String? = nil, name: String = #function) {
        let id = appId ?? uniqueAppId(name)
        self.appId = id
        let appName = "app_" + UUID().uuidString.replacingOccurrences(of: "-", with: "_")
        WDGApp.configure(withName: appName, options: WDGOptions(syncURL: "https://\(id).wilddogio.com"))
        app = WDGApp(named: appName)!
        sync = WDGSync.sync(app: app)
        queue = DispatchQueue(label: "test.callbacks.\(appName)")
        sync.callbackQueue = queue
        server = WilddogServer(appId: id)
        server.reconnectDelay = 0.01
    }

    var root: WDGSyncReference { sync.reference() }

    func ref(_ path: String) -> WDGSyncReference { sync.reference(withPath: path) }

    /// Runs until everything queued so far on the callback queue has run (a few rounds, since
    /// the engine hops between its queues).
    func settle() async {
        for _ in 0..<4 {
            await withCheckedContinuation { continuation in queue.async { continuation.resume() } }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    deinit {
        if WDGApp(named: app.name) != nil { app.delete { _ in } }
    }
}
extension WilddogTestSupport.Expectation {
    /// The first delivered value, waiting up to `timeout` seconds (an issue when none came).
    func value(timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation) async -> Value? {
        let value = await first(within: timeout)
        if value == nil { Issue.record("callback not called within \(timeout) s", sourceLocation: sourceLocation) }
        return value
    }
}
