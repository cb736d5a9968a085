import Dispatch
import Testing
@testable import WilddogEngine

/// `Lock`, the project's one lock (a `Mutex` that ThreadSanitizer sees): exclusive access to its
/// state, the body's result and errors passed through. (What it tells TSan shows in a TSan run:
/// `swift test --sanitize=thread`, README "Build and test".)
@Suite struct LockTests {
    @Test func threadsTakingTheLockNeverLoseAnUpdate() {
        final class Counter: @unchecked Sendable {
            // @unchecked: `value` is only touched under `lock`, which guards state outside it.
            let lock = Lock(())
            var value = 0
        }
        let counter = Counter()
        let inside = Lock(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10_000 {
                counter.lock.withLock { _ in counter.value += 1 }
                inside.withLock { $0 += 1 }
            }
        }
        #expect(counter.value == 40_000)
        #expect(inside.withLock { $0 } == 40_000)
    }

    @Test func theBodysResultAndErrorPassThrough() {
        struct Refused: Error {}
        let lock = Lock([1, 2])
        #expect(lock.withLock { $0.count } == 2)
        #expect(throws: Refused.self) { try lock.withLock { _ throws(Refused) in throw Refused() } }
        #expect(lock.withLock { $0 } == [1, 2])
    }
}
