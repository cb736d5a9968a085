import Dispatch
import Foundation
import Synchronization
import Testing
@testable import WilddogEngine

/// A raiser that delivered many batches goes away without deep recursion (issue 19: every
/// raise used to wrap the once-fired handler in two more thunks, and the chain was freed
/// recursively with the raiser, overflowing the stack of the thread releasing an app that had
/// seen about 100k writes).
@Suite struct EventRaiserTeardownTests {
    @Test func aRaiserThatRaisedManyTimesIsReleasedOnASmallStack() {
        let callbacks = DispatchQueue(label: "test.raiser.callbacks")
        let released = Atomic<Bool>(false)
        let thread = Thread {
            var raiser: EventRaiser? = EventRaiser(queue: callbacks)
            raiser?.setOnceFiredHandler { _ in }
            let channel = CallbackChannel(callbacks)
            for _ in 0..<30_000 { raiser?.raise([.call({}, channel)]) }
            callbacks.sync {}
            raiser = nil
            released.store(true, ordering: .relaxed)
        }
        thread.stackSize = 256 * 1024
        thread.start()
        #expect(waitUntil(30) { released.load(ordering: .relaxed) })
    }
}
