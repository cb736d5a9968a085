import Foundation
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

@Suite struct RepoServerValueTests {
    @Test func timestampResolvesLocallyThenToTheServerValue() {
        let id = uniqueAppId()
        let server = EmbeddedServerRegistry.shared.server(for: id)
        server.setClock { 1_000_000 }
        let app = TestApp(appId: id)
        app.observe(".info/serverTimeOffset", .value)
        // Wait until the offset reflects the server's clock (far in the past).
        #expect(waitUntil { app.log.last.flatMap { Double($0.split(separator: " ").last ?? "") }.map { $0 < -1e12 } ?? false })
        app.clearLog()
        app.observe("t", .value)
        app.settle()
        app.repo.set(Path("t"), repoNode([".sv": "timestamp"]), completion: { _ in app.record("done") })
        #expect(waitUntil { app.log.contains("done") })
        let values = app.log.filter { $0.hasPrefix("value t") }
        // null, the local estimate, then the server's value (1 000 000) if it differs.
        #expect(values.first == "value t nil null")
        #expect(values.last == "value t nil 1000000")
        #expect(server.adminRead(Path("t")) == .leaf(.number(1_000_000)))
    }

    @Test func incrementAddsToTheExistingNumberOnTheServer() {
        let app = TestApp(appId: uniqueAppId())
        app.repo.set(Path("n"), repoNode(5), completion: nil)
        app.repo.update(Path(""), [(Path("n"), repoNode([".sv": ["increment": 3]]))], completion: { _ in app.record("done") })
        #expect(waitUntil { app.log.contains("done") })
        #expect(app.server.adminRead(Path("n")) == .leaf(.number(8)))
    }

    @Test func priorityCanBeAServerTimestamp() {
        let id = uniqueAppId()
        EmbeddedServerRegistry.shared.server(for: id).setClock { 42 }
        let app = TestApp(appId: id)
        app.repo.set(Path("p"), repoNode(["a": 1, ".priority": [".sv": "timestamp"]]), completion: { _ in app.record("done") })
        #expect(waitUntil { app.log.contains("done") })
        #expect(app.server.adminRead(Path("p")).priority == .number(42))
    }
}
