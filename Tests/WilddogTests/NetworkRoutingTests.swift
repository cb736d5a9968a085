import Foundation
import Testing
import Wilddog
import WilddogEngine
import WilddogServer
import WilddogTestSupport

/// `WilddogServer`'s routing API: a legacy app reaches a server over the network with no change
/// to its code — routed by app id or by host — and refuses URLs it cannot use.
@Suite struct NetworkRoutingTests {
    @Test func anAppRoutedByIdConnectsToTheServerWithItsIdAsTheNamespace() async throws {
        try await withMockServer { server in
            let app = TestApp()
            try WilddogServer.route(appId: app.appId, to: server.url)
            defer { WilddogServer.removeRoute(appId: app.appId) }
            let values = Recorder()
            let ref = app.ref("rooms/r1")
            ref.observeEventType(.Value, withBlock: { snapshot in values.record(json(snapshot.value)) })
            let socket = try #require(await server.socket(0))
            #expect(socket.parameters["ns"] == app.appId)
            socket.sendHello()
            let listen = try #require(await socket.nextRequest())
            #expect(listen.request == .listen(path: "rooms/r1", query: .default, tag: nil, hash: ""))
            socket.sendJSON(#"{"t":"d","d":{"a":"d","b":{"p":"rooms/r1","d":{"title":"Main"}}}}"#)
            socket.reply(listen.number, .listenOK())
            #expect(await eventually { values.log == [#"{"title":"Main"}"#] })
            // The in-process backend never saw it.
            #expect(app.serverJSON() == "null")
            ref.removeAllObservers()
        }
    }

    @Test func anAppRoutedByHostConnectsToTheServer() async throws {
        try await withMockServer { server in
            let app = TestApp()
            try WilddogServer.route(host: "\(app.appId).WILDDOGIO.com", to: "\(server.url)?ns=shared")
            defer { WilddogServer.removeRoute(host: "\(app.appId).wilddogio.com") }
            app.ref("x").setValue(1)
            let socket = try #require(await server.socket(0))
            #expect(socket.parameters["ns"] == "shared")
            socket.sendHello()
            let write = try #require(await socket.nextRequest())
            #expect(ClientMessage.request(number: write.number, write.request).text == #"{"t":"d","d":{"r":0,"a":"p","b":{"p":"/x","d":1}}}"#)
        }
    }

    @Test func aServerURLThatCannotBeUsedIsRefused() {
        #expect(throws: WilddogServerError.invalidServerURL("ftp://h", reason: "the scheme must be http, https, ws or wss")) {
            try WilddogServer.route(appId: "x", to: "ftp://h")
        }
        #expect(throws: WilddogServerError.self) { try WilddogServer.routeAllApps(to: "http://h/a/path") }
    }
}
