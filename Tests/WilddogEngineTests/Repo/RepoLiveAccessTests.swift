import Foundation
import Synchronization
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// Access that changes while clients are connected: data a read rule reads, disabled and
/// deleted accounts, expiring tokens, and errors that must not reveal protected data.
@Suite struct RepoLiveAccessTests {
    static let adminRules = """
    {
      "rules": {
        "admins": { ".read": true },
        "admin": {
          ".read": "auth != null && root.child('admins').child(auth.uid).exists()",
          ".write": "auth != null && root.child('admins').child(auth.uid).exists()"
        },
        "users": { "$uid": { ".read": "auth != null && auth.uid === $uid", ".write": "auth != null && auth.uid === $uid" } },
        "locked": { ".read": false, ".write": false }
      }
    }
    """

    /// A client of `appId` signed in with a new email account; returns its uid too.
    static func emailClient(_ appId: String, _ name: String) -> (app: TestApp, auth: AuthClient, uid: String) {
        let app = TestApp(appId: appId)
        let auth = AuthClient(appId: appId, callbackQueue: app.callbacks)
        app.server.auth.updateConfiguration { $0.passwordHashIterations = 1 }
        auth.attach(app.repo)
        let email = "\(name)@example.com"
        let uid = (try? app.server.auth.createUser(email: email, password: "secret1").uid) ?? ""
        let done = Atomic<Bool>(false)
        auth.signIn({ service in try service.signIn(email: email, password: "secret1") }) { _ in done.store(true, ordering: .relaxed) }
        _ = waitUntil { done.load(ordering: .relaxed) }
        app.settle()
        return (app, auth, uid)
    }

    /// A listener's values and cancellation, by path.
    final class Listener: @unchecked Sendable {
        // @unchecked: `handle` is set once, before the listener is shared.
        private let state = Lock<(values: [String], cancelled: String?)>(([], nil))
        var handle: Int64 = 0

        init(_ app: TestApp, _ path: String) {
            handle = app.repo.observe(Path(path), .default, .value, handler: { [self] snapshot, _ in
                let value = TestApp.describe(snapshot.node)
                state.withLock { $0.values.append(value) }
            }, cancel: { [self] error in state.withLock { $0.cancelled = error.code.rawValue } })
        }

        var values: [String] { state.withLock { $0.values } }
        var cancelled: String? { state.withLock { $0.cancelled } }
    }

    @Test func aListenerLosesAccessWhenTheDataItsReadRuleReadsChanges() throws {
        let id = uniqueAppId()
        let server = EmbeddedServerRegistry.shared.server(for: id)
        try server.setRules(json: Self.adminRules)
        let (app, auth, uid) = Self.emailClient(id, "alice")
        server.adminWrite(Path("admins/\(uid)"), .leaf(.bool(true)))
        server.adminWrite(Path("admin/secret"), .leaf(.string("s1")))
        withExtendedLifetime(auth) {
            let listener = Listener(app, "admin/secret")
            #expect(waitUntil { listener.values.contains("\"s1\"") })
            // Removing the user from `admins` takes read access away at once.
            server.adminWrite(Path("admins/\(uid)"), .empty)
            server.adminWrite(Path("admin/secret"), .leaf(.string("s2")))
            #expect(waitUntil { listener.cancelled == "permission_denied" })
            app.settle()
            #expect(!listener.values.contains("\"s2\""))
            // A multi-path update that removes access and changes the data at once never shows it.
            server.adminWrite(Path("admins/\(uid)"), .leaf(.bool(true)))
            let again = Listener(app, "admin/secret")
            #expect(waitUntil { again.values.contains("\"s2\"") })
            server.adminUpdate(.root, [WireChild(Path("admins/\(uid)"), .empty), WireChild(Path("admin/secret"), .leaf(.string("s3")))])
            #expect(waitUntil { again.cancelled == "permission_denied" })
            app.settle()
            #expect(!again.values.contains("\"s3\""))
        }
    }

    @Test func disablingOrDeletingAnAccountRevokesItsOpenConnectionAtOnce() throws {
        let id = uniqueAppId()
        let server = EmbeddedServerRegistry.shared.server(for: id)
        try server.setRules(json: Self.adminRules)
        for revoke in ["disable", "delete"] {
            let (app, auth, uid) = Self.emailClient(id, "user-\(revoke)")
            let sessions = Lock<[Bool]>([])
            _ = auth.addStateListener(notifyNow: false) { session in sessions.withLock { $0.append(session != nil) } }
            #expect(RepoRulesTests.write(app, "users/\(uid)", ["name": "before"]))
            let listener = Listener(app, "users/\(uid)")
            #expect(waitUntil { listener.values.contains("{\"name\":\"before\"}") })
            if revoke == "disable" { try server.auth.setDisabled(uid: uid, true) } else { try server.auth.deleteUser(uid: uid) }
            // Revoked before the admin call returned: nothing more reaches the listener.
            server.adminWrite(Path("users/\(uid)/name"), .leaf(.string("after")))
            #expect(waitUntil { listener.cancelled == "permission_denied" })
            // Writes are judged as signed out, and the client hears it is signed out.
            #expect(!RepoRulesTests.write(app, "users/\(uid)", ["name": "late"]))
            #expect(waitUntil { sessions.withLock { $0 } == [false] && auth.currentSession == nil })
            app.settle()
            #expect(!listener.values.contains { $0.contains("after") })
            #expect(server.adminRead(Path("users/\(uid)/name")) == .leaf(.string("after")))
        }
    }

    @Test func permissionIsJudgedBeforeAnythingThatDependsOnTheData() throws {
        let id = uniqueAppId()
        let server = EmbeddedServerRegistry.shared.server(for: id)
        try server.setRules(json: Self.adminRules)
        server.adminWrite(Path("locked/present"), .leaf(.number(1)))
        let app = TestApp(appId: id)
        // setPriority: the same answer whether or not something is there.
        for path in ["locked/present", "locked/absent"] {
            app.repo.setPriority(Path(path), .number(1), completion: { e in app.record("priority \(path) \(e?.code.rawValue ?? "ok")") })
        }
        #expect(waitUntil { app.log.filter { $0.hasPrefix("priority") }.count == 2 })
        #expect(app.log.contains("priority locked/present permission_denied"))
        #expect(app.log.contains("priority locked/absent permission_denied"))
        // A transaction on protected data is denied at once, not retried 25 times.
        let runs = Atomic<Int>(0)
        for path in ["locked/present", "locked/absent"] {
            app.repo.runTransaction(Path(path), applyLocally: true, update: { _ in
                runs.add(1, ordering: .relaxed)
                return .leaf(.number(2))
            }, completion: { error, committed, _ in app.record("transaction \(path) \(error?.code.rawValue ?? "nil") \(committed)") })
        }
        #expect(waitUntil { app.log.filter { $0.hasPrefix("transaction") }.count == 2 })
        #expect(app.log.contains("transaction locked/present permission_denied false"))
        #expect(app.log.contains("transaction locked/absent permission_denied false"))
        #expect(runs.load(ordering: .relaxed) == 2)
        #expect(server.adminRead(Path("locked/present")) == .leaf(.number(1)))
    }

    @Test func noOperationFailsBecauseTheTokenExpired() throws {
        let id = uniqueAppId()
        let server = EmbeddedServerRegistry.shared.server(for: id)
        try server.setRules(json: Self.adminRules)
        let offset = Lock<TimeInterval>(0)
        server.auth.updateConfiguration { $0.clock = { Date().addingTimeInterval(offset.withLock { $0 }) } }
        let (app, auth, uid) = Self.emailClient(id, "expiring")
        withExtendedLifetime(auth) {
            let listener = Listener(app, "users/\(uid)")
            #expect(RepoRulesTests.write(app, "users/\(uid)", ["n": 1]))
            for round in 2...4 {
                // The token expires between two writes: the next one still succeeds, first time.
                offset.withLock { $0 += 2 * 3600 }
                #expect(RepoRulesTests.write(app, "users/\(uid)", ["n": round]))
                #expect(waitUntil { listener.values.contains("{\"n\":\(round)}") })
            }
            // It expires while the client is offline: reconnecting, listening and writing work.
            app.repo.goOffline()
            app.settle()
            offset.withLock { $0 += 2 * 3600 }
            app.repo.goOnline()
            #expect(RepoRulesTests.write(app, "users/\(uid)", ["n": 5]))
            #expect(RepoRulesTests.read(app, "users/\(uid)"))
            #expect(waitUntil { listener.values.contains("{\"n\":5}") })
            #expect(listener.cancelled == nil)
            #expect(auth.currentSession != nil)
        }
    }
}
