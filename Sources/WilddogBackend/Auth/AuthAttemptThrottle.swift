import Foundation
import WilddogEngine

/// Failed attempts by key (an account's email or phone, a client address) in a sliding window:
/// once a key has `policy.limit` failures within `policy.window`, it is refused until the
/// oldest leaves the window. A success clears the key.
package struct AuthAttemptThrottle: Sendable {
    package var policy: AuthThrottlePolicy
    private var failures: [String: [Date]] = [:]
    /// Keys kept before stale ones are swept (memory stays bounded by the attackers' rate).
    private static let sweepThreshold = 10_000

    package init(policy: AuthThrottlePolicy) {
        self.policy = policy
    }

    /// - Throws: `tooManyAttempts` while `key` is over the limit.
    package func check(_ key: String, now: Date) throws(AuthServiceError) {
        guard policy.limit > 0, let times = failures[key] else { return }
        let recent = times.filter { now.timeIntervalSince($0) < policy.window }
        if recent.count >= policy.limit {
            throw .tooManyAttempts(detail: "too many failed sign-ins; try again later")
        }
    }

    package mutating func recordFailure(_ key: String, now: Date) {
        guard policy.limit > 0 else { return }
        var times = failures[key, default: []].filter { now.timeIntervalSince($0) < policy.window }
        times.append(now)
        if times.count > policy.limit { times.removeFirst(times.count - policy.limit) }
        failures[key] = times
        if failures.count > Self.sweepThreshold {
            failures = failures.filter { entry in entry.value.contains { now.timeIntervalSince($0) < policy.window } }
        }
    }

    package mutating func recordSuccess(_ key: String) {
        failures[key] = nil
    }
}
