import Foundation

/// Polls `condition` without blocking a thread until it holds or `timeout` seconds pass.
/// Only time this task gets to run counts: a poll that overslept (every thread of the test pool
/// busy with blocking tests) spends at most 50 ms, so a starved test does not fail for the wait.
public func eventually(timeout: Double = 20, _ condition: () -> Bool) async -> Bool {
    var spent = 0.0
    while spent < timeout {
        if condition() { return true }
        let slept = Date()
        try? await Task.sleep(for: .milliseconds(2))
        spent += min(Date().timeIntervalSince(slept), 0.05)
    }
    return condition()
}
