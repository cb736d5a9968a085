import Dispatch
import Foundation

/// Polling waits with clear time-outs; they keep the main run loop turning when called on the
/// main thread (XCTest), so main-queue callbacks still run.
enum Waiting {
    /// Waits until `pending()` returns nil; its text describes what is still awaited.
    static func until(_ timeout: TimeInterval, _ what: String, _ pending: () -> String?) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while let state = pending() {
            guard Date() < deadline else { throw WilddogTestingError.timedOut("\(what) (\(state))") }
            pause(0.005)
        }
    }

    static func pause(_ seconds: TimeInterval) {
        if Thread.isMainThread {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(seconds))
        } else {
            Thread.sleep(forTimeInterval: seconds)
        }
    }

    /// Waits until every block queued on `queues` before the call has run.
    static func drainCallbackQueues(_ queues: [DispatchQueue], timeout: TimeInterval) throws {
        for queue in queues {
            let done = DispatchSemaphore(value: 0)
            queue.async { done.signal() }
            try until(timeout, "for the callback queue \(queue.label) to run") {
                done.wait(timeout: .now()) == .success ? nil : "still busy"
            }
        }
    }
}

/// JSON with sorted keys, for traces and final data.
func canonicalJSON(_ value: Any) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes]) else {
        return String(describing: value)
    }
    return String(decoding: data, as: UTF8.self)
}
