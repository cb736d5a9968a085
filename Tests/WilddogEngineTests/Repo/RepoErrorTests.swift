import Foundation
import Testing
@testable import WilddogEngine

@Suite struct RepoErrorTests {
    @Test func setPriorityOnANonexistentNodeFails() {
        let app = TestApp(appId: uniqueAppId())
        app.repo.setPriority(Path("missing"), .number(1), completion: { e in app.record("\(e?.code.rawValue ?? "ok")") })
        #expect(waitUntil { app.log == ["nonexistent_node"] })
        #expect(app.server.adminRead(Path("missing")).isEmpty)
    }

    @Test func setPriorityOnAnExistingNodeSucceeds() {
        let app = TestApp(appId: uniqueAppId())
        app.repo.set(Path("here"), repoNode("v"), completion: nil)
        app.repo.setPriority(Path("here"), .string("p"), completion: { e in app.record("\(e?.code.rawValue ?? "ok")") })
        #expect(waitUntil { app.log == ["ok"] })
        #expect(app.server.adminRead(Path("here")).priority == .string("p"))
    }

    @Test func emptyUpdateCompletesWithoutWriting() {
        let app = TestApp(appId: uniqueAppId())
        app.repo.update(Path("a"), [], completion: { e in app.record("\(e == nil)") })
        #expect(waitUntil { app.log == ["true"] })
    }
}
