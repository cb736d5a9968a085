import Foundation
import Testing
import WilddogTestSupport
import Wilddog
import WilddogSync
import WilddogTesting

/// WilddogTesting drives a half-migrated program: its legacy root and its configured `WDGApp`
/// share one app, so a program that signs in through one API and reads and writes
/// rules-protected data through the other behaves exactly as one that uses a single API.
@Suite struct HalfMigratedBehaviourTests {
    static let rules = """
    { "rules": { ".read": true, "notes": { ".write": "auth != null" } } }
    """

    /// Creates and signs in `fred@example.com` through the legacy API.
    static func legacySignIn(_ backend: WilddogTestBackend) async {
        let done = Expectation<Bool>()
        backend.legacyRoot.createUser("fred@example.com", password: "secret1") { _ in
            backend.legacyRoot.authUser("fred@example.com", password: "secret1") { _, _ in done.fulfill(true) }
        }
        _ = await done.value()
    }

    /// Writes `text` at notes/a through the legacy API, waiting for the server.
    static func legacyWrite(_ backend: WilddogTestBackend, _ text: String) async {
        let done = Expectation<Bool>()
        backend.legacyRoot.childByAppendingPath("notes/a").setValue(text) { _, _ in done.fulfill(true) }
        _ = await done.value()
    }

    /// Writes `text` at notes/a through the 2.x API, waiting for the server.
    static func migratedWrite(_ backend: WilddogTestBackend, _ text: String) async {
        let done = Expectation<Bool>()
        backend.sync.reference(withPath: "notes/a").setValue(text) { _, _ in done.fulfill(true) }
        _ = await done.value()
    }

    @Test(arguments: [false, true])
    func signInThroughOneAPIWriteThroughTheOther(offline: Bool) async throws {
        let report = try await BehaviourComparison.compare(seed: ["notes": ["a": "seed"]], rules: Self.rules,
            legacy: { backend in
                // All legacy: the program before migration.
                let loaded = Expectation<Bool>()
                backend.legacyRoot.childByAppendingPath("notes").observeEventType(.Value) { _ in loaded.fulfill(true) }
                _ = await loaded.value()
                await Self.legacyWrite(backend, "denied")
                await Self.legacySignIn(backend)
                if offline { backend.legacyRoot.app.goOffline() }
                backend.legacyRoot.childByAppendingPath("notes/a").setValue("by fred")
                if offline { backend.legacyRoot.app.goOnline() }
                try backend.waitForPendingWrites()
            },
            migrated: { backend in
                // Half migrated: the listener and the writes are 2.x code, sign-in is still 1.x.
                let loaded = Expectation<Bool>()
                backend.sync.reference(withPath: "notes").observe(.value) { _ in loaded.fulfill(true) }
                _ = await loaded.value()
                await Self.migratedWrite(backend, "denied")
                await Self.legacySignIn(backend)
                if offline { backend.sync.goOffline() }
                backend.sync.reference(withPath: "notes/a").setValue("by fred")
                if offline { backend.legacyRoot.app.goOnline() }
                try backend.waitForPendingWrites()
            })
        #expect(report.isEquivalent, "\(report)")
    }
}
