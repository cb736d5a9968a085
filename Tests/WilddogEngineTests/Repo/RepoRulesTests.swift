import Foundation
import Synchronization
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// Reads and writes through the repo against security rules, over several auth states.
@Suite struct RepoRulesTests {
    static let rules = """
    {
      "rules": {
        // Anyone reads, signed-in users write.
        "public": { ".read": true, ".write": "auth != null" },
        "users": {
          "$uid": {
            ".read": "auth != null && auth.uid === $uid",
            ".write": "auth != null && auth.uid === $uid",
            ".validate": "newData.hasChildren(['name'])"
          }
        },
        "locked": { ".read": false, ".write": false }
      }
    }
    """

    enum Identity: String, CaseIterable, Sendable { case signedOut, alice, bob, admin }

    /// A client of `appId` signed in as `identity`.
    static func client(_ appId: String, as identity: Identity) throws -> (TestApp, AuthClient) {
        let app = TestApp(appId: appId)
        let auth = AuthClient(appId: appId, callbackQueue: app.callbacks)
        auth.attach(app.repo)
        let done = Atomic<Bool>(false)
        let service = app.server.auth
        switch identity {
        case .signedOut:
            done.store(true, ordering: .relaxed)
        case .alice, .bob:
            let token = try service.mintCustomToken(uid: identity.rawValue)
            auth.signIn({ service in try service.signIn(customToken: token) }) { _ in done.store(true, ordering: .relaxed) }
        case .admin:
            let secret = service.configuration.appSecret
            auth.signIn({ service in try service.signIn(customToken: secret) }) { _ in done.store(true, ordering: .relaxed) }
        }
        _ = waitUntil { done.load(ordering: .relaxed) }
        return (app, auth)
    }

    /// Whether a write of `value` at `path` succeeds.
    static func write(_ app: TestApp, _ path: String, _ value: Any) -> Bool {
        let result = Lock<Bool?>(nil)
        app.repo.set(Path(path), repoNode(value), completion: { error in result.withLock { $0 = error == nil } })
        _ = waitUntil { result.withLock { $0 } != nil }
        return result.withLock { $0 } ?? false
    }

    /// Whether a listen at `path` is accepted (a value arrives) or cancelled.
    static func read(_ app: TestApp, _ path: String) -> Bool {
        let result = Lock<Bool?>(nil)
        let handle = app.repo.observe(Path(path), .default, .value, handler: { _, _ in result.withLock { $0 = $0 ?? true } },
                                      cancel: { _ in result.withLock { $0 = false } })
        _ = waitUntil { result.withLock { $0 } != nil }
        app.repo.removeObserver(handle, at: Path(path), .default)
        return result.withLock { $0 } ?? false
    }

    struct Case: Sendable, CustomStringConvertible {
        let identity: Identity
        let operation: String
        let path: String
        let allowed: Bool
        var description: String { "\(identity) \(operation) \(path) → \(allowed ? "allowed" : "denied")" }
    }

    static let matrix: [Case] = [
        Case(identity: .signedOut, operation: "read", path: "public", allowed: true),
        Case(identity: .signedOut, operation: "write", path: "public/x", allowed: false),
        Case(identity: .signedOut, operation: "read", path: "users/alice", allowed: false),
        Case(identity: .signedOut, operation: "write", path: "users/alice", allowed: false),
        Case(identity: .alice, operation: "write", path: "public/x", allowed: true),
        Case(identity: .alice, operation: "read", path: "users/alice", allowed: true),
        Case(identity: .alice, operation: "write", path: "users/alice", allowed: true),
        Case(identity: .alice, operation: "write-invalid", path: "users/alice", allowed: false),
        Case(identity: .alice, operation: "read", path: "users/bob", allowed: false),
        Case(identity: .alice, operation: "write", path: "users/bob", allowed: false),
        Case(identity: .bob, operation: "write", path: "users/bob", allowed: true),
        Case(identity: .bob, operation: "read", path: "users", allowed: false),
        Case(identity: .alice, operation: "read", path: "locked", allowed: false),
        Case(identity: .admin, operation: "read", path: "locked", allowed: true),
        Case(identity: .admin, operation: "write", path: "locked/x", allowed: true),
        Case(identity: .admin, operation: "write-invalid", path: "users/alice", allowed: true),
    ]

    @Test(arguments: matrix)
    func rulesMatrix(_ c: Case) throws {
        let id = uniqueAppId("rules")
        try EmbeddedServerRegistry.shared.server(for: id).setRules(json: RepoRulesTests.rules)
        let (app, auth) = try RepoRulesTests.client(id, as: c.identity)
        withExtendedLifetime(auth) {
            let outcome: Bool
            switch c.operation {
            case "read": outcome = RepoRulesTests.read(app, c.path)
            case "write": outcome = RepoRulesTests.write(app, c.path, ["name": "n"])
            default: outcome = RepoRulesTests.write(app, c.path, ["age": 3])
            }
            #expect(outcome == c.allowed)
        }
    }

    @Test func aDeniedWriteRevertsTheLocalEventsAndReportsPermissionDenied() throws {
        let id = uniqueAppId()
        try EmbeddedServerRegistry.shared.server(for: id).setRules(json: RepoRulesTests.rules)
        let (app, auth) = try RepoRulesTests.client(id, as: .alice)
        withExtendedLifetime(auth) {
            app.observe("public/board", .value)
            app.settle()
            app.repo.set(Path("public/board"), repoNode("hi"), completion: nil)
            #expect(waitUntil { app.log.contains("value board nil \"hi\"") })
            app.repo.set(Path("locked"), repoNode(1), completion: { e in app.record("locked \(e?.code.rawValue ?? "ok")") })
            #expect(waitUntil { app.log.contains("locked permission_denied") })
        }
        let (other, otherAuth) = try RepoRulesTests.client(id, as: .alice)
        withExtendedLifetime(otherAuth) {
            other.observe("users/alice", .value)
            other.settle()
            other.repo.set(Path("users/alice"), repoNode(["age": 1]), completion: { e in other.record("done \(e?.code.rawValue ?? "ok")") })
            #expect(waitUntil { other.log.contains("done permission_denied") })
            #expect(other.log == ["value alice nil null", "value alice nil {\"age\":1}", "value alice nil null",
                                  "done permission_denied"])
        }
    }

    @Test func multiPathUpdateIsAllOrNothing() throws {
        let id = uniqueAppId()
        try EmbeddedServerRegistry.shared.server(for: id).setRules(json: RepoRulesTests.rules)
        let (app, auth) = try RepoRulesTests.client(id, as: .alice)
        withExtendedLifetime(auth) {
            app.repo.update(Path(""), [(Path("public/post"), repoNode("p")), (Path("users/bob/name"), repoNode("x"))],
                            completion: { e in app.record("update \(e?.code.rawValue ?? "ok")") })
            #expect(waitUntil { app.log.contains("update permission_denied") })
            #expect(app.server.adminRead(Path("public")).isEmpty)
            app.repo.update(Path(""), [(Path("public/post"), repoNode("p")), (Path("users/alice/name"), repoNode("a"))],
                            completion: { e in app.record("update2 \(e?.code.rawValue ?? "ok")") })
            #expect(waitUntil { app.log.contains("update2 ok") })
            #expect(app.server.adminRead(Path("public/post")) == .leaf(.string("p")))
        }
    }

    @Test func signingOutRevokesListensThatNeedAuth() throws {
        let id = uniqueAppId()
        try EmbeddedServerRegistry.shared.server(for: id).setRules(json: RepoRulesTests.rules)
        let (app, auth) = try RepoRulesTests.client(id, as: .alice)
        app.observe("users/alice", .value)
        #expect(waitUntil { app.log.contains("value alice nil null") })
        auth.signOut()
        #expect(waitUntil { app.log.contains("cancel permission_denied") })
    }

    @Test func changingRulesRevokesListensThatLoseAccess() throws {
        let app = TestApp(appId: uniqueAppId())
        app.observe("data", .value)
        #expect(waitUntil { app.log.contains("value data nil null") })
        try app.server.setRules(json: #"{"rules": {".read": false, ".write": false}}"#)
        #expect(waitUntil { app.log.contains("cancel permission_denied") })
    }

    @Test func aRuleThatDoesNotParseIsReportedWithItsPosition() {
        let server = EmbeddedServerRegistry.shared.server(for: uniqueAppId())
        do {
            try server.setRules(json: "{\n  \"rules\": {\n    \".read\": \"auth.uid ===\"\n  }\n}")
            Issue.record("expected a parse error")
        } catch {
            #expect(error.line == 3)
            #expect(error.column > 1)
        }
    }

    @Test func anExpiredTokenIsRefreshedAndAccessContinues() throws {
        let id = uniqueAppId()
        let server = EmbeddedServerRegistry.shared.server(for: id)
        try server.setRules(json: RepoRulesTests.rules)
        let offset = Lock<TimeInterval>(0)
        server.auth.updateConfiguration { $0.clock = { Date().addingTimeInterval(offset.withLock { $0 }) } }
        let (app, auth) = try RepoRulesTests.client(id, as: .alice)
        let firstToken = auth.currentSession?.idToken
        #expect(RepoRulesTests.write(app, "public/a", ["name": "1"]))
        offset.withLock { $0 = 2 * 3600 }
        // The next request finds the token expired; the client refreshes it.
        _ = RepoRulesTests.write(app, "public/b", ["name": "2"])
        #expect(waitUntil { auth.currentSession?.idToken != firstToken && auth.currentSession != nil })
        #expect(RepoRulesTests.write(app, "public/c", ["name": "3"]))
    }
}
