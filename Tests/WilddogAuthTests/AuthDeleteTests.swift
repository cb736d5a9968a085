import Dispatch
import Foundation
import Testing
import WilddogTestSupport
import WilddogAuth
import WilddogServer

/// `WDGApp.delete(_:)` with auth work in flight (issue 18).
@Suite struct AuthDeleteTests {
    @Test func noStateCallAfterDeleteAndAStartedSignInCompletesOnce() async throws {
        let t = AuthTestApp()
        let states = Log()
        t.auth.addStateDidChangeListener { _, user in states.record(user == nil ? "nil" : "user") }
        #expect(await eventually { states.all == ["nil"] })
        // The sign-in's completion and listener call wait behind the gate on the main queue.
        // The gate is opened from a thread of its own: a test task could wait for a pool thread
        // held by a test that waits for the main queue.
        let gate = DispatchSemaphore(value: 0)
        let signedIn = Expectation<Bool>()
        DispatchQueue.main.async { gate.wait() }
        Thread.detachNewThread {
            t.auth.signInAnonymously { user, error in signedIn.fulfill(user != nil && error == nil) }
            Thread.sleep(forTimeInterval: 0.2)
            t.app.delete { _ in }
            gate.signal()
        }
        #expect(await signedIn.value() == true)
        try await Task.sleep(for: .milliseconds(100))
        #expect(signedIn.count == 1)
        #expect(states.all == ["nil"])
    }
}
