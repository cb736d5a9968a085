import Foundation
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

@Suite struct RepoOnDisconnectTests {
    @Test func onDisconnectWritesRunWhenTheClientGoesOffline() {
        let id = uniqueAppId()
        let a = TestApp(appId: id), b = TestApp(appId: id)
        b.observe("presence/a", .value, label: "B ")
        a.observe("presence/a", .value, label: "A ")
        a.repo.set(Path("presence/a"), repoNode("online"), completion: nil)
        a.repo.onDisconnectSet(Path("presence/a"), repoNode("offline"), completion: { e in a.record("queued \(e == nil)") })
        #expect(waitUntil { a.log.contains("queued true") && b.log.contains("B value a nil \"online\"") })
        a.repo.goOffline()
        #expect(waitUntil { b.log.last == "B value a nil \"offline\"" })
        // The client applies its own onDisconnect writes to its cache as well.
        #expect(waitUntil { a.log.last == "A value a nil \"offline\"" })
    }

    @Test func onDisconnectWritesRunWhenTheConnectionDrops() {
        let id = uniqueAppId()
        let a = TestApp(appId: id), b = TestApp(appId: id)
        b.observe("status", .value)
        a.repo.onDisconnectUpdate(Path("status"), [(Path("a"), repoNode("gone")), (Path("lastSeen"), repoNode([".sv": "timestamp"]))],
                                  completion: { e in a.record("queued \(e == nil)") })
        #expect(waitUntil { a.log.contains("queued true") })
        let before = Date.nowMilliseconds
        a.server.dropConnections()
        #expect(waitUntil { b.log.last?.contains("\"a\":\"gone\"") == true })
        let stamp = b.server.adminRead(Path("status/lastSeen"))
        guard case .number(let ms)? = stamp.leafValue else { Issue.record("no timestamp: \(stamp)"); return }
        #expect(ms >= before - 1000 && ms <= Date.nowMilliseconds + 1000)
    }

    @Test func cancelledOnDisconnectWritesDoNotRun() {
        let id = uniqueAppId()
        let a = TestApp(appId: id), b = TestApp(appId: id)
        a.repo.onDisconnectSet(Path("x/y"), repoNode(1), completion: nil)
        a.repo.onDisconnectSet(Path("z"), repoNode(2), completion: nil)
        a.repo.onDisconnectCancel(Path("x"), completion: { e in a.record("cancelled \(e == nil)") })
        #expect(waitUntil { a.log.contains("cancelled true") })
        a.repo.goOffline()
        b.observe("z", .value)
        #expect(waitUntil { b.log.contains("value z nil 2") })
        #expect(b.server.adminRead(Path("x")).isEmpty)
    }

    @Test func onDisconnectRemoveDeletesTheLocation() {
        let id = uniqueAppId()
        let a = TestApp(appId: id)
        a.repo.set(Path("room/a"), repoNode(true), completion: nil)
        a.repo.onDisconnectSet(Path("room/a"), .empty, completion: { _ in a.record("queued") })
        #expect(waitUntil { a.log.contains("queued") })
        a.repo.goOffline()
        #expect(waitUntil { a.server.adminRead(Path("room")).isEmpty })
    }
}

extension RepoOnDisconnectTests {
    @Test func aRepoThatGoesAwayClosesItsConnection() {
        let id = uniqueAppId()
        let server = EmbeddedServerRegistry.shared.server(for: id)
        do {
            let app = TestApp(appId: id)
            app.repo.onDisconnectSet(Path("gone"), repoNode(true), completion: { _ in app.record("queued") })
            #expect(waitUntil { app.log == ["queued"] })
            #expect(server.connectionCount == 1)
        }
        #expect(waitUntil { server.connectionCount == 0 })
        #expect(server.adminRead(Path("gone")) == .leaf(.bool(true)))
    }
}
