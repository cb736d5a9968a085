/// How long a client waits before each connection attempt (WIRE-PROTOCOL.md §1.7, the iOS and
/// Android policy): at once after a connection that lasted, then `initial` seconds growing by
/// `factor` after each failed attempt up to `maximum`, each wait drawn in
/// [(1 − jitter)·d, d]; a connection that stays up `stableAfter` seconds, or a server's reset,
/// starts the series over.
package struct ReconnectBackoff: Sendable, Equatable {
    package var initial: Double = 1
    package var factor: Double = 1.3
    package var maximum: Double = 30
    package var jitter: Double = 0.7
    package var stableAfter: Double = 30

    package init() {}

    package init(initial: Double, factor: Double, maximum: Double, jitter: Double, stableAfter: Double) {
        self.initial = initial
        self.factor = factor
        self.maximum = maximum
        self.jitter = jitter
        self.stableAfter = stableAfter
    }

    /// The state of one client's series of attempts.
    package struct State: Sendable {
        /// The current base delay; 0 when the last connection was a success.
        var delay: Double = 0
        var lastWasSuccess = true
    }

    /// The wait before the next attempt, advancing `state`. `random` is uniform in [0, 1).
    package func nextDelay(_ state: inout State, random: Double) -> Double {
        defer { state.lastWasSuccess = false }
        if state.lastWasSuccess { return 0 }
        state.delay = state.delay == 0 ? initial : min(state.delay * factor, maximum)
        let spread = min(max(jitter, 0), 1)
        return (1 - spread) * state.delay + spread * state.delay * min(max(random, 0), 1)
    }

    /// A connection lasted (or the server reset it): the next attempt goes at once.
    package func succeeded(_ state: inout State) {
        state.delay = 0
        state.lastWasSuccess = true
    }

    /// Waits from now on are the longest (repeated credential failures, as JS does after the third).
    package func saturate(_ state: inout State) {
        state.delay = maximum
        state.lastWasSuccess = false
    }
}
