import Dispatch
import Foundation
import Synchronization
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// How apps find their backend: routes by app id or host, the catch-all, the default, and the
/// clear failure when nothing serves an app.
@Suite struct BackendRoutingTests {
    /// A backend with its own account service (not the registry's) and a transport that counts
    /// the links it opens to the in-process server.
    final class CountingBackend: AppBackend, ServerTransport {
        let name: String
        let accounts: AuthService
        private let connects = Atomic<Int>(0)

        init(_ name: String) {
            self.name = name
            accounts = AuthService(appID: name)
        }

        var transport: any ServerTransport { self }
        var connectCount: Int { connects.load(ordering: .relaxed) }

        func accountService(appId: String) -> (any AuthAccountService)? { accounts }

        func connect(appId: String, delegate: any ServerConnectionDelegate, queue: DispatchQueue) -> any ServerConnection {
            connects.add(1, ordering: .relaxed)
            return InProcessTransport().connect(appId: appId, delegate: delegate, queue: queue)
        }
    }

    static func name(of backend: (any AppBackend)?) -> String? { (backend as? CountingBackend)?.name }

    @Test func anAppIdRouteWinsOverAHostRouteTheCatchAllAndTheDefault() {
        var routes = BackendRoutes()
        #expect(routes.backend(appId: "a", host: "a.example.com") == nil)
        routes.fallback = CountingBackend("default")
        #expect(Self.name(of: routes.backend(appId: "a", host: "a.example.com")) == "default")
        routes.catchAll = CountingBackend("all")
        #expect(Self.name(of: routes.backend(appId: "a", host: "a.example.com")) == "all")
        routes.setRoute(.host("A.Example.com"), to: CountingBackend("host"))
        #expect(Self.name(of: routes.backend(appId: "a", host: "a.EXAMPLE.com")) == "host")
        #expect(Self.name(of: routes.backend(appId: "a", host: nil)) == "all")
        routes.setRoute(.appId("a"), to: CountingBackend("app"))
        #expect(Self.name(of: routes.backend(appId: "a", host: "a.example.com")) == "app")
        #expect(Self.name(of: routes.backend(appId: "b", host: "b.example.com")) == "all")
        routes.setRoute(.appId("a"), to: nil)
        #expect(Self.name(of: routes.backend(appId: "a", host: "a.example.com")) == "host")
    }

    @Test func aRoutedAppIdConnectsItsRepoAndItsAuthClientToTheRoutedBackend() throws {
        let appId = uniqueAppId()
        let backend = CountingBackend(appId)
        BackendRouting.setRoute(.appId(appId), to: backend)
        defer { BackendRouting.setRoute(.appId(appId), to: nil) }
        let app = TestApp(appId: appId)
        defer { app.repo.close() }
        #expect(waitUntil { backend.connectCount == 1 })

        let auth = AuthClient(appId: appId, callbackQueue: app.callbacks)
        let uid = Mutex<String?>(nil)
        auth.signIn({ try $0.signInAnonymously() }) { result in uid.withLock { $0 = try? result.get().uid } }
        #expect(waitUntil { uid.withLock { $0 } != nil })
        let signedIn = try #require(uid.withLock { $0 })
        #expect(backend.accounts.user(uid: signedIn) != nil)
        #expect(EmbeddedServerRegistry.shared.server(for: appId).auth.user(uid: signedIn) == nil)
    }

    @Test func aHostRouteServesTheAppsOfThatHost() {
        let appId = uniqueAppId()
        let host = "\(appId).Example.com"
        let backend = CountingBackend(appId)
        BackendRouting.setRoute(.host(host), to: backend)
        defer { BackendRouting.setRoute(.host(host), to: nil) }
        let app = TestApp(appId: appId) { callbacks in
            Repo(appId: appId, baseURL: "https://\(host.lowercased())", callbackQueue: callbacks)
        }
        defer { app.repo.close() }
        #expect(waitUntil { backend.connectCount == 1 })
        #expect(BackendRouting.host(of: "https://\(host)") == host.lowercased())
    }

    @Test func aRepoNoBackendServesWarnsAndWorksOffline() {
        let appId = uniqueAppId()
        let warnings = Mutex<[String]>([])
        let observer = EngineLog.addWarningObserver { message in
            if message.contains("\"\(appId)\"") { warnings.withLock { $0.append(message) } }
        }
        defer { EngineLog.removeWarningObserver(observer) }
        let app = TestApp(appId: appId) { callbacks in
            Repo(appId: appId, baseURL: "https://\(appId).wilddogio.com", transport: UnroutedTransport(),
                 callbackQueue: callbacks)
        }
        defer { app.repo.close() }
        app.observe("a", .value)
        app.repo.set(Path("a"), .leaf(.number(1)), completion: { _ in app.record("acknowledged") })
        #expect(waitUntil { !warnings.withLock { $0 }.isEmpty })
        app.repo.queue.sync {}
        app.callbacks.sync {}
        #expect(warnings.withLock { $0 } == [BackendRouting.unroutedMessage(appId: appId)])
        #expect(app.log == ["value a nil 1"])
        #expect(app.repo.hasNoOutstandingRequests == false)
    }
}
