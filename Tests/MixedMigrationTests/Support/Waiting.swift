import Foundation
import Synchronization
import Testing

/// A thread-safe list of strings recorded by callbacks.
final class Log: Sendable {
    private let entries = Mutex<[String]>([])

    func record(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
    func contains(_ entry: String) -> Bool { all.contains(entry) }
    func count(of entry: String) -> Int { all.filter { $0 == entry }.count }
}

/// Values delivered by a callback.
final class Expectation<Value>: @unchecked Sendable {
    // @unchecked: the values are read and written only under the lock.
    private let lock = NSLock()
    private var values: [Value] = []

    func fulfill(_ value: Value) { lock.withLock { values.append(value) } }

    var count: Int { lock.withLock { values.count } }

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

/// Waits until `log` holds `entry`, recording an issue (with the log) if it never does.
func waitFor(_ entry: String, in log: Log, timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation) async {
    let found = await eventually(timeout: timeout) { log.contains(entry) }
    if !found { Issue.record("\"\(entry)\" not logged; log: \(log.all)", sourceLocation: sourceLocation) }
}

/// Waits until `condition` holds, recording `what` as an issue if it never does.
func expectEventually(_ what: String, timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation,
                      _ condition: () -> Bool) async {
    if !(await eventually(timeout: timeout, condition)) {
        Issue.record("never happened: \(what)", sourceLocation: sourceLocation)
    }
}
