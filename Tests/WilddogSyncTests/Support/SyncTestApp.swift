import Dispatch
import Foundation
import Synchronization
import Testing
import WilddogServer
import WilddogSync

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

/// A thread-safe list of strings recorded by callbacks.
final class Log: Sendable {
    private let entries = Mutex<[String]>([])

    func record(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
    func clear() { entries.withLock { $0 = [] } }
    func contains(_ entry: String) -> Bool { all.contains(entry) }
}

/// A value delivered once by a callback.
final class Expectation<Value>: @unchecked Sendable {
    // @unchecked: the values are read and written only under the lock.
    private let lock = NSLock()
    private var values: [Value] = []

    func fulfill(_ value: Value) { lock.withLock { values.append(value) } }

    var count: Int { lock.withLock { values.count } }
    var all: [Value] { lock.withLock { values } }

    /// The first delivered value, waiting up to `timeout` seconds.
    func value(timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation) async -> Value? {
        let found = await eventually(timeout: timeout) { self.count > 0 }
        if !found { Issue.record("callback not called within \(timeout) s", sourceLocation: sourceLocation) }
        return lock.withLock { values.first }
    }
}

/// Polls `condition` without blocking a thread until it holds or `timeout` seconds pass.
func eventually(timeout: Double = 20, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return condition()
}

/// JSON text of a Foundation value with sorted keys (`null` for NSNull), for comparisons.
func json(_ value: Any?) -> String {
    guard let value, !(value is NSNull) else { return "null" }
    if let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) {
        return String(decoding: data, as: UTF8.self)
    }
    return "\(value)"
}
