import Foundation
import Testing
@testable import WilddogEngine

@Suite struct RepoBasicsTests {
    @Test func writeInOneAppIsSeenByAnotherAppWithTheSameId() {
        let id = uniqueAppId()
        let a = TestApp(appId: id), b = TestApp(appId: id)
        b.observe("items", .value)
        b.settle()
        a.repo.set(Path("items/x"), repoNode(1), completion: nil)
        #expect(waitUntil { b.log.contains("value items nil {\"x\":1}") })
        #expect(b.log.first == "value items nil null")
    }

    @Test func localEventsFireBeforeTheCompletion() {
        let app = TestApp(appId: uniqueAppId())
        app.observe("a", .value)
        app.settle()
        app.repo.set(Path("a"), repoNode("hello"), completion: { error in app.record("done \(error?.code.rawValue ?? "ok")") })
        #expect(waitUntil { app.log.contains("done ok") })
        #expect(app.log == ["value a nil null", "value a nil \"hello\"", "done ok"])
    }

    @Test func connectedInfoTurnsTrue() {
        let app = TestApp(appId: uniqueAppId())
        app.observe(".info/connected", .value)
        #expect(waitUntil { app.log.last == "value connected nil true" })
    }
}
