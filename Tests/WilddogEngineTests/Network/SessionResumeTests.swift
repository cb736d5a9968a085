import Foundation
import Testing
@testable import WilddogEngine
import WilddogNetworkServer
import WilddogTestSupport

/// `ls` against a real `wilddog-server`: a client whose link the network dropped, unseen by the
/// server, names its last session when it reconnects; the server ends that session at once and
/// runs its onDisconnect writes, instead of holding them until its idle timeout.
@Suite struct SessionResumeTests {
    @Test func aReconnectNamingTheLastSessionEndsItAndRunsItsOnDisconnectAtOnce() async throws {
        var configuration = NetworkServerConfiguration()
        configuration.port = 0
        configuration.logLevel = .error
        // Only `ls` can end the silent session within the test.
        configuration.idleTimeout = .seconds(3_600)
        let server = try NetworkServer(configuration: configuration)
        defer { server.stop() }
        let proxy = try SeveringProxy(to: server.port)
        defer { proxy.stop() }
        let appId = uniqueAppId()
        let app = TestApp(networkTo: proxy.url, appId: appId)
        defer { app.repo.close() }
        let backend = try server.context.namespaces.namespace(appId).backend
        let presence = { TestApp.describe(backend.queue.sync { backend.data }.child(Path("presence/me"))) }

        try app.repo.onDisconnectSet(Path("presence/me"), node(#""offline""#), completion: app.completion("onDisconnect"))
        try app.repo.set(Path("presence/me"), node(#""online""#), completion: app.completion("set"))
        #expect(await app.waitFor("onDisconnect ok"))
        #expect(await app.waitFor("set ok"))
        #expect(presence() == #""online""#)
        #expect(backend.connectionCount == 1)

        proxy.sever()
        // The client reconnects through the relay with `ls`; the old session ends and its
        // onDisconnect write runs, while its socket is still open on the server's side.
        #expect(await eventually(timeout: 20) { presence() == #""offline""# })
        #expect(await eventually(timeout: 20) { backend.connectionCount == 1 })
        #expect(await eventually(timeout: 20) { app.isConnected })
    }
}
