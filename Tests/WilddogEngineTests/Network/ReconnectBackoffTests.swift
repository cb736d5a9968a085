import Testing
@testable import WilddogEngine

/// The reconnect waits of iOS and Android (WIRE-PROTOCOL.md §1.7).
@Suite struct ReconnectBackoffTests {
    @Test func theFirstAttemptGoesAtOnceThenWaitsGrowByAFactorUpToTheMaximum() {
        let policy = ReconnectBackoff()
        var state = ReconnectBackoff.State()
        var waits: [Double] = []
        for _ in 0..<16 { waits.append(policy.nextDelay(&state, random: 1)) }
        #expect(waits[0] == 0)
        #expect(waits[1] == 1)
        #expect(abs(waits[2] - 1.3) < 1e-9)
        #expect(abs(waits[3] - 1.69) < 1e-9)
        #expect(waits.last == 30)
        #expect(zip(waits, waits.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func jitterDrawsBetweenThirtyPercentAndTheWholeWait() {
        let policy = ReconnectBackoff()
        var low = ReconnectBackoff.State()
        var high = ReconnectBackoff.State()
        _ = policy.nextDelay(&low, random: 0)
        _ = policy.nextDelay(&high, random: 0.999)
        #expect(abs(policy.nextDelay(&low, random: 0) - 0.3) < 1e-9)
        #expect(policy.nextDelay(&high, random: 0.999) > 0.99)
    }

    @Test func aLastingConnectionOrAResetStartsOverAndRefusedCredentialsWaitTheLongest() {
        let policy = ReconnectBackoff()
        var state = ReconnectBackoff.State()
        for _ in 0..<5 { _ = policy.nextDelay(&state, random: 1) }
        policy.succeeded(&state)
        #expect(policy.nextDelay(&state, random: 1) == 0)
        #expect(policy.nextDelay(&state, random: 1) == 1)
        policy.saturate(&state)
        #expect(policy.nextDelay(&state, random: 1) == 30)
    }
}
