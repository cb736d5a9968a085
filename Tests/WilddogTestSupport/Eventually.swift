import Foundation

/// Polls `condition` without blocking a thread until it holds or `timeout` seconds pass.
public func eventually(timeout: Double = 20, _ condition: () -> Bool) async -> Bool {
    await eventually(timeout: .milliseconds(Int64(timeout * 1000)), condition)
}

/// Polls `condition` without blocking a thread until it holds or `timeout` passes.
/// Only time this task gets to run counts: a poll that overslept (every thread of the test pool
/// busy with blocking tests) spends at most 50 ms, so a starved test does not fail for the wait.
public func eventually(timeout: Duration, _ condition: () -> Bool) async -> Bool {
    var spent: Duration = .zero
    while spent < timeout {
        if condition() { return true }
        let slept = ContinuousClock.now
        try? await Task.sleep(for: .milliseconds(2))
        spent += min(ContinuousClock.now - slept, .milliseconds(50))
    }
    return condition()
}
