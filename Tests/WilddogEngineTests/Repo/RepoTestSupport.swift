import Dispatch
import Foundation
@testable import WilddogBackend
@testable import WilddogEngine

/// A fresh app id per test, so parallel tests never share an embedded server.
func uniqueAppId(_ name: String = #function) -> String {
    let cleaned = name.lowercased().filter { $0.isLetter || $0.isNumber }
    return "t\(cleaned.prefix(20))\(UUID().uuidString.prefix(8).lowercased())"
}

/// A repo delivering callbacks on a private serial queue, with a log of what it saw. Its
/// backend (and that of auth clients made beside it) is the in-process one.
final class TestApp: @unchecked Sendable {
    // @unchecked: `log` is guarded by its mutex; the repo is thread-safe.
    let repo: Repo
    let callbacks: DispatchQueue
    private let entries = Lock<[String]>([])

    init(appId: String) {
        InProcessBackend.install()
        callbacks = DispatchQueue(label: "test.callbacks.\(appId)")
        repo = Repo(appId: appId, baseURL: "https://\(appId).wilddogio.com", callbackQueue: callbacks)
        repo.setReconnectDelay(0.01)
    }

    /// A repo made by `make` from a callback queue (custom transport, persistence).
    init(appId: String, make: (DispatchQueue) -> Repo) {
        InProcessBackend.install()
        callbacks = DispatchQueue(label: "test.callbacks.\(appId)")
        repo = make(callbacks)
        repo.setReconnectDelay(0.01)
    }

    var server: EmbeddedServer { EmbeddedServerRegistry.shared.server(for: repo.appId) }

    func record(_ entry: String) { entries.withLock { $0.append(entry) } }
    var log: [String] { entries.withLock { $0 } }
    func clearLog() { entries.withLock { $0 = [] } }

    /// Observes `type` at `path` and records `"<type> <key> <prev> <exported value>"`.
    @discardableResult
    func observe(_ path: String, _ type: EventType, query: QuerySpec = .default, label: String = "") -> Int64 {
        repo.observe(Path(path), query, type, handler: { [self] snapshot, prev in
            record("\(label)\(type) \(snapshot.path.back?.string ?? "/") \(prev ?? "nil") \(TestApp.describe(snapshot.node))")
        }, cancel: { [self] error in record("\(label)cancel \(error.code.rawValue)") })
    }

    /// Waits until the callback queue has run everything queued so far, and the repo too.
    func settle(_ rounds: Int = 3) {
        for _ in 0..<rounds {
            repo.queue.sync {}
            server.queue.sync {}
            repo.queue.sync {}
            callbacks.sync {}
        }
    }

    static func describe(_ node: Node) -> String {
        let value = node.exportValue
        if let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) {
            return String(decoding: data, as: UTF8.self)
        }
        return "\(value)"
    }
}

/// Polls until `condition` holds or `timeout` seconds pass.
func waitUntil(_ timeout: Double = 5, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.002)
    }
    return condition()
}

func repoNode(_ json: Any?) -> Node { try! Node(exportValue: json) }
