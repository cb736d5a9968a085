import Testing
import Wilddog
import WilddogSync
import WilddogTesting

/// README's "Diff behaviour in your tests" example, verbatim: it must keep compiling and passing.
@Suite struct ReadmeExampleTests {
    @Test func postingAMessageBehavesTheSame() throws {
        let report = try BehaviourComparison.compare(seed: ["rooms": ["r1": ["title": "Lobby"]]],
            legacy: { backend in
                let room = Wilddog(url: backend.url + "/rooms/r1")
                room.observeEventType(.Value) { _ in }
                try backend.settle()                               // listeners have their first data
                room.childByAppendingPath("messages/m1").setValue(["text": "hello"]) { _, _ in }
            },
            migrated: { backend in
                let room = backend.sync.reference(withPath: "rooms/r1")
                room.observe(.value) { _ in }
                try backend.settle()
                room.child("messages/m1").setValue(["text": "hello"]) { _, _ in }
            })
        #expect(report.isEquivalent, "\(report)")   // on failure: a diff naming the first differing step
    }
}
