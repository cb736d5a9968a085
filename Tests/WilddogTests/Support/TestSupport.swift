import Dispatch
import Foundation
import WilddogEngine
import Wilddog
import WilddogServer

/// A fresh app per test (tests never share an embedded backend): its URL, references and backend.
struct TestApp {
    let appId: String
    let url: String

    init(_ name: String = #function) {
        let cleaned = name.lowercased().filter { $0.isLetter || $0.isNumber }
        appId = "l\(cleaned.prefix(20))\(UUID().uuidString.prefix(8).lowercased())"
        url = "https://\(appId).wilddogio.com"
    }

    /// The root reference.
    var root: Wilddog { Wilddog(url: url) }

    /// A reference to `path` made from its full URL.
    func ref(_ path: String) -> Wilddog { Wilddog(url: "\(url)/\(path)") }

    /// The same backend reached through another host, i.e. a second, independent client app.
    func otherClient(_ path: String = "") -> Wilddog {
        Wilddog(url: "https://\(appId).wilddog.com/\(path)")
    }

    var server: WilddogServer { WilddogServer(appId: appId) }

    /// The backend's data at `path` as JSON text.
    func serverJSON(_ path: String = "/") -> String { json(server.data(at: path)) }

    /// Seeds the backend (bypassing rules).
    func seed(_ value: Any?, at path: String = "/") {
        try! server.setData(value, at: path)
    }
}

/// A thread-safe list of strings that blocks append to.
final class Recorder: @unchecked Sendable {
    // @unchecked: the entries are guarded by the mutex.
    private let entries = Lock<[String]>([])

    func record(_ entry: String) { entries.withLock { $0.append(entry) } }
    var log: [String] { entries.withLock { $0 } }
    var count: Int { entries.withLock { $0.count } }
    func clear() { entries.withLock { $0 = [] } }
}

/// Holds the value a callback delivered, for the waiting test thread.
final class Delivery<T>: @unchecked Sendable {
    // @unchecked: the value is boxed under the lock (`T` need not be Sendable); the semaphore
    // orders the hand-over.
    private let value = Lock<UncheckedBox<T>?>(nil)
    private let semaphore = DispatchSemaphore(value: 0)

    func deliver(_ newValue: T) {
        let box = UncheckedBox(newValue)
        let first = value.withLock { value in
            guard value == nil else { return false }
            value = box
            return true
        }
        if first { semaphore.signal() }
    }

    func wait(_ timeout: Double = 20) -> T? {
        guard semaphore.wait(timeout: .now() + timeout) == .success else { return nil }
        return value.withLock { $0 }?.value
    }
}

/// Starts an operation and waits for the first value its callback delivers (nil on timeout).
func waitFor<T>(_ timeout: Double = 20, _ start: (@escaping (T) -> Void) -> Void) -> T? {
    let delivery = Delivery<T>()
    start { delivery.deliver($0) }
    return delivery.wait(timeout)
}

/// Polls until `condition` holds or `timeout` seconds pass.
func waitUntil(_ timeout: Double = 20, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.002)
    }
    return condition()
}

/// JSON text of a Foundation value with sorted keys ("null" for NSNull/nil).
func json(_ value: Any?) -> String {
    guard let value, !(value is NSNull) else { return "null" }
    guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) else {
        return "<\(value)>"
    }
    return String(decoding: data, as: UTF8.self)
}

/// The data at `query` now, read with a one-shot value observer.
func read(_ query: WQuery) -> WDataSnapshot? {
    waitFor { done in query.observeSingleEventOfType(.Value, withBlock: { done($0) }) }
}

/// The keys of the `ChildAdded` events `query` raises for its initial data, in order.
func initialChildKeys(_ query: WQuery) -> [String] {
    let keys = Recorder()
    let handle = query.observeEventType(.ChildAdded, withBlock: { keys.record($0.key) })
    _ = read(query)
    query.removeObserverWithHandle(handle)
    return keys.log
}

/// The error a completion-block operation reports (nil when it succeeded or timed out: check `finished`).
struct Outcome {
    let finished: Bool
    let error: NSError?
}

/// Runs an operation that takes a `(Error?, Wilddog)` block and waits for it.
func outcome(_ start: (@escaping (Error?, Wilddog) -> Void) -> Void) -> Outcome {
    let result: Error?? = waitFor { done in start { error, _ in done(error) } }
    guard let result else { return Outcome(finished: false, error: nil) }
    return Outcome(finished: true, error: result as NSError?)
}

/// Records data events as `"<type> <key> <prevKey|nil> <json value>"`.
func eventLine(_ type: String, _ snapshot: WDataSnapshot, _ prevKey: String?) -> String {
    "\(type) \(snapshot.key) \(prevKey ?? "nil") \(json(snapshot.value))"
}

/// Starts an operation whose block reports an optional error and waits for it; returns the
/// error (nil when there was none or the block never ran).
func reportedError(_ timeout: Double = 20, _ start: (@escaping (Error?) -> Void) -> Void) -> NSError? {
    let result: Error?? = waitFor(timeout) { done in start { done($0) } }
    return (result ?? nil) as NSError?
}
