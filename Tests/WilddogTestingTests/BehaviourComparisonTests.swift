import Foundation
import Testing
import Wilddog
import WilddogAuth
import WilddogCore
import WilddogSync
import WilddogTesting

/// Written as a user of the library would: a legacy feature with `Wilddog(url:)` calls and its
/// migrated 2.x version, compared on fresh backends.
@Suite struct BehaviourComparisonTests {
    static var seed: [String: Any] { ["rooms": ["r1": ["title": "Lobby"]]] }

    /// The legacy chat feature: listens to a room's messages, posts two and renames the room.
    /// `listening` runs once the listeners are registered (the test waits there for their first
    /// data, so the writes never race the first load: see "Timing" in the README).
    static func legacyChat(_ url: String, message: String = "hello", listening: () throws -> Void) rethrows {
        let room = Wilddog(url: url + "/rooms/r1")
        room.childByAppendingPath("messages").queryOrderedByKey().observeEventType(.ChildAdded) { _ in }
        room.observeEventType(.Value) { _ in }
        try listening()
        room.childByAppendingPath("messages/m1").setValue(["text": message, "from": "ann"]) { _, _ in }
        room.childByAppendingPath("messages/m2").setValue(["text": "bye", "from": "bob"])
        room.updateChildValues(["title": "Main"]) { _, _ in }
    }

    /// Its migrated version (as wilddog-migrate writes it), with injectable changes.
    static func migratedChat(_ sync: WDGSync, message: String = "hello", observeMessages: Bool = true,
                             listening: () throws -> Void) rethrows {
        let room = sync.reference(withPath: "rooms/r1")
        if observeMessages { room.child("messages").queryOrderedByKey().observe(.childAdded) { _ in } }
        room.observe(.value) { _ in }
        try listening()
        room.child("messages/m1").setValue(["text": message, "from": "ann"]) { _, _ in }
        room.child("messages/m2").setValue(["text": "bye", "from": "bob"])
        room.updateChildValues(["title": "Main"]) { _, _ in }
    }

    @Test func sameFeatureInBothAPIsIsEquivalent() throws {
        let report = try BehaviourComparison.compare(seed: Self.seed,
            legacy: { backend in try Self.legacyChat(backend.url) { try backend.settle() } },
            migrated: { backend in try Self.migratedChat(backend.sync) { try backend.settle() } })
        #expect(report.isEquivalent, "\(report)")
        #expect(report.legacy.lines.contains { $0.hasPrefix("event child_added /rooms/r1/messages?") && $0.contains("key=m1") })
        #expect(report.legacy.lines.contains("complete update /rooms/r1 ok"))
        #expect(report.migrated.finalData.contains("\"title\":\"Main\""))
    }

    @Test func aDifferentValueWrittenIsNamedAsTheFirstDifference() throws {
        let report = try BehaviourComparison.compare(seed: Self.seed,
            legacy: { backend in try Self.legacyChat(backend.url) { try backend.settle() } },
            migrated: { backend in try Self.migratedChat(backend.sync, message: "hello!") { try backend.settle() } })
        #expect(!report.isEquivalent)
        let first = try #require(report.firstUnexplained)
        #expect(first.legacy.contains { $0.contains("\"text\":\"hello\"") })
        #expect(first.migrated.contains { $0.contains("\"text\":\"hello!\"") })
        #expect("\(report)".contains("behaviour differs: first at legacy step"))
        #expect("\(report)".contains("NOT DOCUMENTED"))
    }

    @Test func aMissingEventIsDetected() throws {
        let report = try BehaviourComparison.compare(seed: Self.seed,
            legacy: { backend in try Self.legacyChat(backend.url) { try backend.settle() } },
            migrated: { backend in try Self.migratedChat(backend.sync, observeMessages: false) { try backend.settle() } })
        #expect(!report.isEquivalent)
        let first = try #require(report.firstUnexplained)
        #expect(first.migrated.isEmpty || !first.legacy.isEmpty)
        #expect(first.legacy.contains { $0.hasPrefix("event child_added") })
    }

    @Test func aDifferentErrorIsDetected() throws {
        let rules = #"{ "rules": { "open": { ".read": true, ".write": true }, "closed": { ".read": true, ".write": false } } }"#
        let report = try BehaviourComparison.compare(rules: rules,
            legacy: { Wilddog(url: $0.url + "/closed/x").setValue(1) { _, _ in } },
            migrated: { $0.sync.reference(withPath: "open/x").setValue(1) { _, _ in } })
        #expect(!report.isEquivalent)
        #expect(report.legacy.lines.contains("complete set /closed/x permission_denied"))
        #expect(report.firstUnexplained?.migrated.contains("complete set /open/x ok") == true)
    }

    @Test func createUserSigningInIsADocumentedDifference() throws {
        let report = try BehaviourComparison.compare(
            legacy: { backend in
                let root = backend.legacyRoot
                root.createUser("ann@example.com", password: "secret1") { error in
                    if error == nil { root.authUser("ann@example.com", password: "secret1") { _, _ in } }
                }
            },
            migrated: { backend in
                // 2.x: createUser signs the new user in, so the explicit sign-in is dropped.
                backend.auth.createUser(withEmail: "ann@example.com", password: "secret1") { _, _ in }
            })
        #expect(report.isEquivalent, "\(report)")
        #expect(report.acceptedDifferences == [.createUserSignsIn])
        #expect(report.migrated.lines.contains("auth state ann@example.com (password)"))
        #expect("\(report)".contains("documented difference: `createUser` signs the new user in"))
    }

    @Test func anonymousSignInSigningOutFirstIsADocumentedDifference() throws {
        let report = try BehaviourComparison.compare(
            legacy: { backend in
                let root = backend.legacyRoot
                root.createUser("bo@example.com", password: "secret1") { _ in
                    root.authUser("bo@example.com", password: "secret1") { _, _ in
                        root.authAnonymouslyWithCompletionBlock { _, _ in }
                    }
                }
            },
            migrated: { backend in
                let auth = backend.auth
                auth.createUser(withEmail: "bo@example.com", password: "secret1") { _, _ in
                    auth.signInAnonymously { _, _ in }
                }
            })
        #expect(report.isEquivalent, "\(report)")
        #expect(Set(report.acceptedDifferences) == [.createUserSignsIn, .anonymousSignInSignsOutFirst])
    }

    @Test func anUndocumentedAuthDifferenceIsReported() throws {
        let report = try BehaviourComparison.compare(
            legacy: { $0.legacyRoot.authAnonymouslyWithCompletionBlock { _, _ in } },
            migrated: { _ in })
        #expect(!report.isEquivalent)
        #expect(report.firstUnexplained?.legacy.contains("auth state user1 (anonymous)") == true)
    }

    @Test func pushIDsAndUIDsAreNamedSoTwoRunsCompare() throws {
        let report = try BehaviourComparison.compare(
            legacy: { backend in
                backend.legacyRoot.authAnonymouslyWithCompletionBlock { _, authData in
                    backend.legacyRoot.childByAppendingPath("log").childByAutoId().setValue(["by": authData?.uid ?? ""])
                }
            },
            migrated: { backend in
                backend.auth.signInAnonymously { user, _ in
                    backend.sync.reference(withPath: "log").childByAutoId().setValue(["by": user?.uid ?? ""])
                }
            })
        #expect(report.isEquivalent, "\(report)")
        #expect(report.legacy.finalData.contains("push1"))
        #expect(report.legacy.finalData.contains("user1"))
    }

    @Test func optionsNarrowWhatIsCompared() throws {
        let legacy: (WilddogTestBackend) -> Void = { backend in
            backend.legacyRoot.childByAppendingPath("a").observeEventType(.ChildAdded) { _ in }
            backend.legacyRoot.childByAppendingPath("a/x").setValue(1)
        }
        let migrated: (WilddogTestBackend) -> Void = { backend in
            backend.sync.reference(withPath: "a/x").setValue(1)
        }
        let strict = try BehaviourComparison.compare(legacy: legacy, migrated: migrated)
        #expect(!strict.isEquivalent)
        let dataOnly = try BehaviourComparison.compare(options: .finalDataOnly, legacy: legacy, migrated: migrated)
        #expect(dataOnly.isEquivalent, "\(dataOnly)")
        let values = try BehaviourComparison.compare(options: .valuesOnly, legacy: legacy, migrated: migrated)
        #expect(values.isEquivalent, "\(values)")
    }

    @Test func asyncClosuresAreAwaited() async throws {
        let report = try await BehaviourComparison.compare(seed: Self.seed,
            legacy: { backend async throws in try Self.legacyChat(backend.url) { try backend.settle() } },
            migrated: { backend async throws in try Self.migratedChat(backend.sync) { try backend.settle() } })
        #expect(report.isEquivalent, "\(report)")
    }
}
