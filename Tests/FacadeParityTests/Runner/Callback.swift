import Dispatch
import Foundation
import WilddogEngine

/// Waiting for callbacks without blocking a thread: a continuation resumed by the callback
/// or by a timeout, whichever comes first.
enum Callback {
    /// How long to wait for anything before reporting it missing. Generous: it only matters
    /// when something is broken, and the main queue (where 1.x delivers every callback) can
    /// stall for seconds while a loaded machine starts the test process.
    static let patience: Double = 20

    /// Starts an operation and returns the first value its callback delivers, or nil when
    /// `timeout` seconds pass first.
    static func wait<T: Sendable>(timeout: Double = patience, _ start: (@escaping @Sendable (T) -> Void) -> Void) async -> T? {
        await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            let pending = Lock<CheckedContinuation<T?, Never>?>(continuation)
            let resume: @Sendable (T?) -> Void = { value in
                pending.withLock { $0.take() }?.resume(returning: value)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { resume(nil) }
            start { resume($0) }
        }
    }

    /// Reads a value through its callback every 2 ms until it is `expected` or `timeout` seconds
    /// pass. Always reads once more after the deadline: when every thread of the test pool was
    /// busy for longer than the timeout (a loaded machine starting the test process), the wait
    /// must not report a value it has by then as missing.
    static func readUntil<T: Equatable & Sendable>(_ expected: T, timeout: Double = patience,
                                                   _ read: (@escaping @Sendable (T) -> Void) -> Void) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let past = Date() >= deadline
            if await wait(read) == expected { return true }
            if past { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
    }

    /// Polls `condition` every millisecond until it holds or `timeout` seconds pass.
    static func poll(timeout: Double = patience, _ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return condition()
    }
}
