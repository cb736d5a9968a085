import Foundation
import Synchronization
import Testing
@testable import WilddogBackend
@testable import WilddogEngine
import WilddogServer

/// The public administration API of the embedded backend.
@Suite struct WilddogServerTests {
    static func uniqueId(_ name: String = #function) -> String {
        "srv\(name.lowercased().filter { $0.isLetter }.prefix(16))\(UUID().uuidString.prefix(6).lowercased())"
    }

    @Test func appIdComesFromTheURLHost() throws {
        #expect(try WilddogServer(url: "https://demo-app.wilddogio.com/a/b").appId == "demo-app")
        #expect(throws: WilddogServerError.self) { try WilddogServer(url: "not a url") }
    }

    @Test func seedDataIsReadBackAndExported() throws {
        let server = WilddogServer(appId: Self.uniqueId())
        try server.setData(["users": ["fred": ["name": "Fred", ".priority": 2]], "list": ["a", "b"]])
        #expect(server.data(at: "users/fred/name") as? String == "Fred")
        #expect((server.data(at: "list") as? [Any])?.count == 2)
        let exported = server.exportedData(at: "users/fred") as? [String: Any]
        #expect(exported?[".priority"] as? Int == 2)
        try server.updateData(["users/fred/age": 31, "users/amy": ["name": "Amy"]])
        #expect(server.data(at: "users/fred/age") as? Int == 31)
        #expect(server.data(at: "users/amy/name") as? String == "Amy")
        server.removeAllData()
        #expect(server.data() is NSNull)
    }

    @Test func invalidDataAndPathsAreRejected() {
        let server = WilddogServer(appId: Self.uniqueId())
        #expect(throws: WilddogServerError.self) { try server.setData(["a.b": 1]) }
        #expect(throws: WilddogServerError.self) { try server.setData(1, at: "a#b") }
        #expect(throws: WilddogServerError.self) { try server.updateData(["a": 1, "a/b": 2]) }
        #expect(server.data() is NSNull)
    }

    @Test func rulesThatDoNotParseReportTheirPositionAndKeepTheOldRules() throws {
        let server = WilddogServer(appId: Self.uniqueId())
        try server.setRules(#"{"rules": {".read": true, ".write": false}}"#)
        do {
            try server.setRules("{\n  \"rules\": {\n    \".write\": \"auth.uid ==\"\n  }\n}")
            Issue.record("expected invalidRules")
        } catch let WilddogServerError.invalidRules(message, line, column, rulePath) {
            #expect(line == 3)
            #expect(column > 0)
            #expect(rulePath.contains(".write"))
            #expect(!message.isEmpty)
        }
        // The previous rules still deny writes.
        let engine = EmbeddedServerRegistry.shared.server(for: server.appId)
        let decision = engine.queue.sync { engine.rules.canWrite(Path("x"), newNode: .leaf(.number(1)), root: .empty, auth: nil, now: 0) }
        #expect(!decision.isAllowed)
    }

    @Test func rulesCanBeLoadedFromAFile() throws {
        let server = WilddogServer(appId: Self.uniqueId())
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(server.appId).rules.json")
        try #"{"rules": {".read": false}}"#.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try server.setRules(contentsOf: file)
        let engine = EmbeddedServerRegistry.shared.server(for: server.appId)
        #expect(engine.queue.sync { !engine.rules.canRead(Path("a"), root: .empty, auth: nil, now: 0) })
        server.allowEverything()
        #expect(engine.queue.sync { engine.rules.canRead(Path("a"), root: .empty, auth: nil, now: 0) })
    }

    @Test func signInMethodsSecretAndCustomTokens() throws {
        let server = WilddogServer(appId: Self.uniqueId())
        server.passwordHashIterations = 1000
        #expect(server.enabledSignInMethods == Set(WilddogServer.SignInMethod.allCases))
        server.enabledSignInMethods = [.anonymous]
        let auth = EmbeddedServerRegistry.shared.server(for: server.appId).auth
        #expect(throws: AuthServiceError.self) { try auth.signIn(email: "a@b.cn", password: "secret1") }
        #expect(throws: AuthServiceError.self) { try auth.signIn(customToken: server.createCustomToken(uid: "u1")) }
        server.enabledSignInMethods = [.customToken]
        server.appSecret = "my-test-secret-value"
        let session = try auth.signIn(customToken: server.createCustomToken(uid: "u1", claims: ["role": "editor"]))
        #expect(session.uid == "u1")
        #expect(try auth.signIn(customToken: "my-test-secret-value").isAdmin)
    }

    @Test func outboxRecordsPasswordResetEmails() throws {
        let server = WilddogServer(appId: Self.uniqueId())
        server.passwordHashIterations = 1000
        let auth = EmbeddedServerRegistry.shared.server(for: server.appId).auth
        _ = try auth.createUser(email: "fred@example.com", password: "secret1")
        try auth.sendPasswordResetEmail(email: "fred@example.com")
        let message = try #require(server.lastMessage(.passwordResetEmail, to: "fred@example.com"))
        #expect(!message.code.isEmpty)
        #expect(server.outbox.count == 1)
        try auth.confirmPasswordReset(oobCode: message.code, newPassword: "secret2")
        #expect(try auth.signIn(email: "fred@example.com", password: "secret2").user?.email == "fred@example.com")
        server.clearOutbox()
        #expect(server.outbox.isEmpty)
    }

    @Test func oauthVerifierDecidesIdentities() throws {
        let server = WilddogServer(appId: Self.uniqueId())
        server.setOAuthVerifier { provider, parameters in
            guard parameters["access_token"] == "good" else { throw WilddogServerError.invalidData("bad token") }
            return .init(subject: "qq-user-\(provider)", displayName: "Q")
        }
        let auth = EmbeddedServerRegistry.shared.server(for: server.appId).auth
        let session = try auth.signIn(with: .oauth(.qq(accessToken: "good")))
        #expect(session.user?.displayName == "Q")
        #expect(throws: AuthServiceError.self) { try auth.signIn(with: .oauth(.qq(accessToken: "bad"))) }
    }

    @Test func clockDrivesServerTimestamps() throws {
        let server = WilddogServer(appId: Self.uniqueId())
        server.setClock { Date(timeIntervalSince1970: 1_000) }
        #expect(server.now == Date(timeIntervalSince1970: 1_000))
        try server.setData([".sv": "timestamp"], at: "t")
        #expect(server.data(at: "t") as? Int == 1_000_000)
    }

    @Test func droppingConnectionsRunsOnDisconnectWritesAndClientsReconnect() throws {
        let server = WilddogServer(appId: Self.uniqueId())
        server.reconnectDelay = 0.01
        InProcessBackend.install()
        let repo = Repo(appId: server.appId, baseURL: "https://\(server.appId).wilddogio.com",
                        callbackQueue: DispatchQueue(label: "srv.test"))
        defer { repo.close() }
        let queued = Atomic<Bool>(false)
        repo.onDisconnectSet(Path("status"), .leaf(.string("offline")), completion: { _ in queued.store(true, ordering: .relaxed) })
        #expect(Self.wait { queued.load(ordering: .relaxed) && server.connectionCount == 1 })
        server.dropConnections()
        #expect(server.data(at: "status") as? String == "offline")
        #expect(Self.wait { server.connectionCount == 1 })
    }

    @Test func settingsThatWouldBreakSignInsAreRejected() throws {
        let server = WilddogServer(appId: Self.uniqueId())
        try server.setPasswordHashIterations(1000)
        for bad in [0, -5, 3_000_000_000] {
            #expect(throws: WilddogServerError.self) { try server.setPasswordHashIterations(bad) }
            server.passwordHashIterations = bad   // a property setter cannot throw: ignored
            #expect(server.passwordHashIterations == 1000)
        }
        for bad in [TimeInterval.infinity, -.infinity, .nan, 0, -1, 1e20] {
            #expect(throws: WilddogServerError.self) { try server.setIDTokenLifetime(bad) }
            server.idTokenLifetime = bad
            #expect(server.idTokenLifetime == 3600)
        }
        try server.setIDTokenLifetime(60)
        #expect(server.idTokenLifetime == 60)
        for bad in [Double.nan, 1e20, -1e20, .infinity] {
            #expect(throws: WilddogServerError.self) { try server.trySetClock { Date(timeIntervalSince1970: bad) } }
            server.setClock { Date(timeIntervalSince1970: bad) }   // ignored
            #expect(server.now.timeIntervalSince1970.isFinite && server.now.timeIntervalSince1970 < 1e12)
        }
        // Sign-up and sign-in still work after every rejected setting.
        let auth = EmbeddedServerRegistry.shared.server(for: server.appId).auth
        _ = try auth.createUserAndSignIn(email: "a@example.com", password: "secret1")
        #expect(try auth.signIn(email: "a@example.com", password: "secret1").user?.email == "a@example.com")
    }

    @Test func aClockThatGoesWrongLaterKeepsItsLastGoodReading() throws {
        let server = WilddogServer(appId: Self.uniqueId())
        try server.setPasswordHashIterations(1000)
        let reading = Lock<Double>(1_700_000_000)
        try server.trySetClock { Date(timeIntervalSince1970: reading.withLock { $0 }) }
        reading.withLock { $0 = .nan }
        let auth = EmbeddedServerRegistry.shared.server(for: server.appId).auth
        let session = try auth.createUserAndSignIn(email: "b@example.com", password: "secret1")
        #expect(session.issuedAt == Date(timeIntervalSince1970: 1_700_000_000))
        try server.setData([".sv": "timestamp"], at: "t")
        #expect(server.data(at: "t") as? Int == 1_700_000_000_000)
        reading.withLock { $0 = 1e20 }
        #expect(server.now == Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test func infoIsNotWritableOnTheBackend() {
        let server = WilddogServer(appId: Self.uniqueId())
        #expect(throws: WilddogServerError.self) { try server.setData(1, at: ".info/x") }
        #expect(throws: WilddogServerError.self) { try server.setData(1, at: "/.info") }
        #expect(throws: WilddogServerError.self) { try server.updateData([".info/x": 1]) }
        #expect(throws: WilddogServerError.self) { try server.updateData(["x": 1], at: ".info") }
        #expect(server.data() is NSNull)
    }

    @Test func disablingAUserSignsOutItsOpenConnections() throws {
        let server = WilddogServer(appId: Self.uniqueId())
        try server.setPasswordHashIterations(1000)
        try server.setRules(#"{"rules": {".read": "auth != null", ".write": "auth != null"}}"#)
        let engine = EmbeddedServerRegistry.shared.server(for: server.appId)
        InProcessBackend.install()
        let repo = Repo(appId: server.appId, baseURL: "https://\(server.appId).wilddogio.com",
                        callbackQueue: DispatchQueue(label: "srv.disable"))
        defer { repo.close() }
        let auth = AuthClient(appId: server.appId, callbackQueue: DispatchQueue(label: "srv.disable.auth"))
        auth.attach(repo)
        let signedIn = Atomic<Bool>(false)
        auth.signIn({ try $0.createUserAndSignIn(email: "c@example.com", password: "secret1") }) { _ in
            signedIn.store(true, ordering: .relaxed)
        }
        #expect(Self.wait { signedIn.load(ordering: .relaxed) })
        let cancelled = Atomic<Bool>(false)
        _ = repo.observe(Path("a"), .default, .value, handler: { _, _ in }, cancel: { _ in cancelled.store(true, ordering: .relaxed) })
        #expect(Self.wait { engine.queue.sync { engine.connections.values.contains { !$0.listens.isEmpty } } })
        let uid = try #require(server.userIDs.first)
        try server.setUserDisabled(uid, true)
        // Revoked before the call returned.
        #expect(engine.queue.sync { engine.connections.values.allSatisfy { $0.auth == nil && $0.listens.isEmpty } })
        #expect(Self.wait { cancelled.load(ordering: .relaxed) && auth.currentSession == nil })
        withExtendedLifetime(auth) {}
    }

    static func wait(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return condition()
    }
}
