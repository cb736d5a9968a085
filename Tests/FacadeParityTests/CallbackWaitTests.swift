import Foundation
import Synchronization
import Testing

/// The parity runner's waits: a deadline that passed while the test process had no free thread
/// (the state the runner finds itself in on a loaded two-core machine) is not a missing value.
@Suite struct CallbackWaitTests {
    @Test func readUntilReadsOnceMoreAfterItsDeadline() async {
        // A zero timeout: the deadline has passed before the first read, as after a starved pool.
        #expect(await Callback.readUntil(true, timeout: 0) { done in done(true) })
    }

    @Test func readUntilKeepsReadingUntilTheExpectedValue() async {
        let reads = Atomic<Int>(0)
        // The third read always brings the value: no deadline should end the wait first, even
        // when the whole test pool is starved for longer than the default patience (seen at
        // load 12: 27 s, two reads, false).
        let connected = await Callback.readUntil(true, timeout: 600) { done in
            done(reads.add(1, ordering: .relaxed).newValue >= 3)
        }
        #expect(connected)
        #expect(reads.load(ordering: .relaxed) == 3)
    }

    @Test func readUntilReportsAValueThatNeverComes() async {
        #expect(await Callback.readUntil(true, timeout: 0.05) { done in done(false) } == false)
    }

    @Test func pollChecksOnceMoreAfterItsDeadline() async {
        #expect(await Callback.poll(timeout: 0) { true })
    }
}
