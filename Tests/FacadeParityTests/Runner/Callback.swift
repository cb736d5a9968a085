import Dispatch
import Foundation
import Synchronization

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
            let pending = Mutex<CheckedContinuation<T?, Never>?>(continuation)
            let resume: @Sendable (T?) -> Void = { value in
                pending.withLock { $0.take() }?.resume(returning: value)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { resume(nil) }
            start { resume($0) }
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
