import Testing
@testable import WilddogEngine

/// Routes from outside the code: `WILDDOG_SERVER`, `WILDDOG_ROUTES` (and Info.plist keys, read
/// the same way on Apple platforms), and Firebase hosts reached directly.
@Suite struct RouteConfigurationTests {
    static func server(_ backend: (any AppBackend)?) -> String? {
        (backend as? NetworkBackend).map { "\($0.server)" }
    }

    @Test func theEnvironmentRoutesEveryAppAndNamedAppsOrHosts() {
        let configuration = RouteConfiguration(environment: [
            "WILDDOG_SERVER": " http://127.0.0.1:9000 ",
            "WILDDOG_ROUTES": "chat=http://127.0.0.1:9001, shop.wilddogio.com=wss://shop.example.com;fb=https://proj.firebaseio.com",
        ])
        #expect(configuration.catchAll == "http://127.0.0.1:9000")
        #expect(configuration.routes == [
            .init(key: "chat", url: "http://127.0.0.1:9001"),
            .init(key: "shop.wilddogio.com", url: "wss://shop.example.com"),
            .init(key: "fb", url: "https://proj.firebaseio.com"),
        ])
        var routes = BackendRoutes()
        #expect(routes.apply(configuration).isEmpty)
        #expect(Self.server(routes.backend(appId: "any", host: "any.wilddogio.com")) == "ws://127.0.0.1:9000")
        #expect(Self.server(routes.backend(appId: "chat", host: "chat.wilddogio.com")) == "ws://127.0.0.1:9001")
        #expect(Self.server(routes.backend(appId: "shop", host: "SHOP.wilddogio.com")) == "wss://shop.example.com")
        #expect(Self.server(routes.backend(appId: "fb", host: "fb.wilddogio.com")) == "wss://proj.firebaseio.com?ns=proj")
    }

    @Test func unusableEntriesAreReportedAndTheOthersKept() {
        let configuration = RouteConfiguration(environment: ["WILDDOG_SERVER": "ftp://x", "WILDDOG_ROUTES": "a=http://h:1,b,c=nope,=http://h:2"])
        var routes = BackendRoutes()
        let problems = routes.apply(configuration)
        #expect(problems.count == 4)
        #expect(problems.allSatisfy { $0.hasPrefix("the environment: ") })
        #expect(routes.catchAll == nil)
        #expect(Self.server(routes.backend(appId: "a", host: nil)) == "ws://h:1")
        #expect(RouteConfiguration(environment: [:]).isEmpty)
    }

    @Test func aFirebaseHostIsReachedDirectlyUnlessARouteNamesTheApp() {
        var routes = BackendRoutes()
        routes.catchAll = NetworkBackend(server: try! ServerURL("http://127.0.0.1:9000"))
        #expect(Self.server(routes.backend(appId: "proj", host: "proj.firebaseio.com")) == "wss://proj.firebaseio.com?ns=proj")
        #expect(Self.server(routes.backend(appId: "db", host: "db.us-central1.firebasedatabase.app"))
                == "wss://db.us-central1.firebasedatabase.app?ns=db")
        routes.setRoute(.appId("proj"), to: NetworkBackend(server: try! ServerURL("http://127.0.0.1:9100")))
        #expect(Self.server(routes.backend(appId: "proj", host: "proj.firebaseio.com")) == "ws://127.0.0.1:9100")
    }
}
