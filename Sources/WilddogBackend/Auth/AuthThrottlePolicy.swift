import Foundation

/// How many failures a key (an account, a client address) may have within a window before
/// further attempts are refused until the oldest of them leaves the window.
package struct AuthThrottlePolicy: Equatable, Sendable {
    /// Failures allowed within `window`; 0 turns throttling off.
    package var limit: Int
    package var window: TimeInterval

    package init(limit: Int, window: TimeInterval) {
        self.limit = limit
        self.window = window
    }

    /// Per account: 10 failed sign-ins in 10 minutes.
    package static let accountDefault = AuthThrottlePolicy(limit: 10, window: 600)
    /// Per client address: 100 failed sign-ins in 10 minutes.
    package static let addressDefault = AuthThrottlePolicy(limit: 100, window: 600)
    package static let off = AuthThrottlePolicy(limit: 0, window: 0)
}
