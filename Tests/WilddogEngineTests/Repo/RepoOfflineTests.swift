import Foundation
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

@Suite struct RepoOfflineTests {
    @Test func offlineWritesApplyLocallyAndReplayInOrderOnReconnect() {
        let id = uniqueAppId()
        let a = TestApp(appId: id), b = TestApp(appId: id)
        a.observe("list", .value, label: "A ")
        b.observe("list", .childAdded, label: "B ")
        a.settle(); b.settle()
        a.repo.goOffline()
        a.settle()
        a.repo.set(Path("list/1"), repoNode("one"), completion: { e in a.record("done1 \(e?.code.rawValue ?? "ok")") })
        a.repo.update(Path("list"), [(Path("2"), repoNode("two")), (Path("3"), repoNode("three"))],
                      completion: { e in a.record("done2 \(e?.code.rawValue ?? "ok")") })
        a.repo.set(Path("list/4"), repoNode("four"), completion: { e in a.record("done3 \(e?.code.rawValue ?? "ok")") })
        a.settle()
        // Local events fired at once; nothing reached the server or the other app.
        #expect(a.log.contains("A value list nil {\"1\":\"one\",\"2\":\"two\",\"3\":\"three\",\"4\":\"four\"}"))
        #expect(!a.log.contains { $0.hasPrefix("done") })
        #expect(b.log.isEmpty)
        #expect(a.server.adminRead(Path("list")).isEmpty)
        a.repo.goOnline()
        #expect(waitUntil { a.log.filter { $0.hasPrefix("done") }.count == 3 })
        #expect(a.log.filter { $0.hasPrefix("done") } == ["done1 ok", "done2 ok", "done3 ok"])
        #expect(waitUntil { b.log.count == 4 })
        #expect(b.log == ["B childAdded 1 nil \"one\"", "B childAdded 2 1 \"two\"", "B childAdded 3 2 \"three\"",
                          "B childAdded 4 3 \"four\""])
    }

    @Test func connectedInfoFollowsGoOfflineAndGoOnline() {
        let app = TestApp(appId: uniqueAppId())
        app.observe(".info/connected", .value)
        #expect(waitUntil { app.log.last == "value connected nil true" })
        app.repo.goOffline()
        #expect(waitUntil { app.log.last == "value connected nil false" })
        app.repo.goOnline()
        #expect(waitUntil { app.log.last == "value connected nil true" })
    }

    @Test func droppedConnectionReconnectsAndKeepsListening() {
        let id = uniqueAppId()
        let a = TestApp(appId: id), b = TestApp(appId: id)
        a.observe("x", .value)
        a.observe(".info/connected", .value, label: "info ")
        #expect(waitUntil { a.log.contains("info value connected nil true") })
        a.server.dropConnections()
        #expect(waitUntil { a.log.contains("info value connected nil false") })
        #expect(waitUntil { a.log.last == "info value connected nil true" })
        b.repo.set(Path("x"), repoNode(5), completion: nil)
        #expect(waitUntil { a.log.contains("value x nil 5") })
    }

    @Test func serverTimeOffsetReflectsTheServerClock() {
        let id = uniqueAppId()
        let server = EmbeddedServerRegistry.shared.server(for: id)
        server.setClock { Date.nowMilliseconds + 60_000 }
        let app = TestApp(appId: id)
        app.observe(".info/serverTimeOffset", .value)
        #expect(waitUntil {
            guard let last = app.log.last, let value = Double(last.split(separator: " ").last ?? "") else { return false }
            return abs(value - 60_000) < 2_000
        })
    }
}
