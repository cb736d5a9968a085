import Foundation
import Testing
import Wilddog
import WilddogAuth
import WilddogCore
import WilddogEngine
import WilddogSync
import WilddogTestSupport

/// The session of a routed app: its ID token expires mid-session (the database refuses it, the
/// client refreshes and goes on), is refreshed ahead of expiry, survives a server restart with
/// `--data-dir` and an app relaunch (persistence on), and forged tokens are refused.
@Suite(.serialized) struct AuthSessionOverServerTests {
    @Test func anExpiredTokenMidSessionIsRefreshedAndTheDatabaseGoesOn() async throws {
        let server = try AccountsServer()
        defer { server.stop() }
        let app = try ModernApp(server)
        let created = await app.result { app.auth.createUser(withEmail: uniqueEmail(), password: "secret1", completion: $0) }
        let uid = try #require(created.user?.uid)
        #expect(await app.write("users/\(uid)/n", 1) == nil)
        let first = try #require(currentToken(app))
        server.clock?.advance(by: 3601)
        // The server refuses the expired token (`ac`); the client refreshes it and the write goes through.
        #expect(await app.write("users/\(uid)/n", 2) == nil)
        #expect(await app.read("users/\(uid)/n").value as? Int == 2)
        let second = try #require(currentToken(app))
        #expect(second != first)
        #expect(app.auth.currentUser?.uid == uid)
    }

    @Test func theIDTokenIsRefreshedAheadOfItsExpiry() async throws {
        // A real clock and 8-second tokens: the client refreshes 2 s before expiry, unasked.
        let server = try AccountsServer(clock: nil, idTokenLifetime: 8)
        defer { server.stop() }
        let app = try ModernApp(server)
        let changes = Lock(0)
        let handle = app.auth.addStateDidChangeListener { _, user in if user != nil { changes.withLock { $0 += 1 } } }
        defer { app.auth.removeStateDidChangeListener(handle) }
        let started = Date()
        let created = await app.result { app.auth.signInAnonymously(completion: $0) }
        let uid = try #require(created.user?.uid)
        let first = try #require(currentToken(app))
        #expect(await eventuallyTrue(timeout: 15) { changes.withLock { $0 } >= 2 })
        let second = try #require(currentToken(app))
        #expect(second != first)
        let written = await app.write("users/\(uid)/n", 1)
        #expect(written == nil, "\(String(describing: written)) at \(Date().timeIntervalSince(started))")
    }

    @Test func aRestartWithDataDirKeepsAccountsAndARelaunchedAppRestoresItsSession() async throws {
        TemporaryStoreDirectory.use()
        let dataDirectory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dataDirectory) }
        let server = try AccountsServer(dataDirectory: dataDirectory)
        defer { server.stop() }
        let app = try ModernApp(server, persistence: true)
        let email = uniqueEmail()
        let created = await app.result { app.auth.createUser(withEmail: email, password: "secret1", completion: $0) }
        let uid = try #require(created.user?.uid)
        #expect(await app.write("users/\(uid)/n", 1) == nil)
        let stored = AuthSessionStore(appId: app.appId, scope: "").fileURL
        #expect(await eventuallyTrue { FileManager.default.fileExists(atPath: stored.path) })
        let before = try #require(currentToken(app))

        try server.restart()
        // The account and the session's refresh token survived the restart.
        #expect(try server.accounts().user(uid: uid)?.email == email)
        #expect(await app.write("users/\(uid)/n", 2) == nil)
        // A relaunch of the app: a new auth client restores the stored session, and refreshes it.
        let relaunched = AuthClient(appId: app.appId, host: "\(app.appId).wilddogio.com")
        defer { relaunched.close() }
        relaunched.keepSessionOnDevice(true)
        #expect(relaunched.currentSession?.uid == uid)
        server.clock?.advance(by: 10)
        let refreshed: Result<String, AuthServiceError>? = await awaitCallback { done in
            relaunched.idToken(forceRefresh: true, on: CallbackChannel(DispatchQueue.global())) { done($0) }
        }
        let token = try #require(try refreshed?.get())
        #expect(token != before)
        // A sign-out forgets the stored session.
        try app.auth.signOut()
        #expect(await eventuallyTrue { !FileManager.default.fileExists(atPath: stored.path) })
    }

    @Test func forgedCustomTokensAreRefusedThroughBothAPIs() async throws {
        let server = try AccountsServer()
        defer { server.stop() }
        let app = try ModernApp(server)
        let genuine = try server.accounts().mintCustomToken(uid: "user-1")
        let parts = genuine.split(separator: ".").map(String.init)
        var claims = try #require(Crypto.base64URLDecode(parts[1]).flatMap(AuthJSON.parse)?.objectValue)
        claims["uid"] = "admin-wannabe"
        let changed = [parts[0], Crypto.base64URLEncode(AuthJSON.object(claims).jsonBytes()), parts[2]].joined(separator: ".")
        let unsigned = [Crypto.base64URLEncode(AuthJSON.object(["alg": "none", "typ": "JWT"]).jsonBytes()), parts[1], ""]
            .joined(separator: ".")
        for forged in [changed, unsigned, "not-a-token"] {
            let modern = await app.result { app.auth.signIn(withCustomToken: forged, completion: $0) }
            #expect(modern.error?.code == 22004, "\(forged): \(String(describing: modern.error))")
            #expect(app.auth.currentUser == nil)
        }
        let good = await app.result { app.auth.signIn(withCustomToken: genuine, completion: $0) }
        #expect(good.user?.uid == "user-1")
        let legacy = try LegacyApp(server)
        for forged in [changed, unsigned] {
            let refused = await legacy.login { legacy.root.authWithCustomToken(forged, withCompletionBlock: $0) }
            #expect(refused.error?.domain == WAuthenticationErrorDomain)
            #expect(refused.error?.code == WAuthenticationError.InvalidToken.rawValue, "\(String(describing: refused.error))")
            #expect(legacy.root.authData == nil)
        }
    }
}

/// The app's current ID token, read from its auth client.
func currentToken(_ app: ModernApp) -> String? {
    app.app.runtime.auth.currentSession?.idToken
}
