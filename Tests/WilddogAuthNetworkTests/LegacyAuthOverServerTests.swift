import Foundation
import Testing
import Wilddog
import WilddogEngine

/// The 1.x auth calls of an app routed to a `wilddog-server`: accounts live on the server,
/// errors keep their `WAuthenticationError` codes, and rules see the logged-in user.
@Suite(.serialized) struct LegacyAuthOverServerTests {
    @Test func emailCallsCreateLogInChangeResetAndRemoveOnTheServer() async throws {
        let server = try AccountsServer()
        defer { server.stop() }
        let app = try LegacyApp(server)
        let email = uniqueEmail(), newEmail = uniqueEmail()
        let created: (NSError?, [AnyHashable: Any]?)? = await awaitCallback { done in
            app.root.createUser(email, password: "secret1") { error, result in done((error as NSError?, result)) }
        }
        let uid = try #require(created?.1?["uid"] as? String, "\(String(describing: created?.0))")
        #expect(try server.accounts().user(uid: uid)?.email == email)
        #expect(app.root.authData == nil)

        let taken = await app.outcome { done in app.root.createUser(email, password: "secret1") { done($0) } }
        #expect(taken?.domain == WAuthenticationErrorDomain)
        #expect(taken?.code == WAuthenticationError.EmailTaken.rawValue)
        let wrong = await app.login { app.root.authUser(email, password: "nope-nope", withCompletionBlock: $0) }
        #expect(wrong.error?.code == WAuthenticationError.InvalidPassword.rawValue)
        let login = await app.login { app.root.authUser(email, password: "secret1", withCompletionBlock: $0) }
        #expect(login.data?.uid == uid)
        #expect(login.data?.provider == "password")
        #expect(app.root.authData?.uid == uid)

        #expect(try server.accounts().liveSessionCount(uid: uid) == 1)
        // The account calls prove the password without opening sessions on the server: the
        // password change ends every session, the email change leaves the login's alone.
        #expect(await app.outcome { done in app.root.changePasswordForUser(email, fromOld: "secret1", toNew: "secret2") { done($0) } } == nil)
        #expect(try server.accounts().liveSessionCount(uid: uid) == 0)
        #expect(await app.login { app.root.authUser(email, password: "secret2", withCompletionBlock: $0) }.data?.uid == uid)
        #expect(await app.outcome { done in app.root.changeEmailForUser(email, password: "secret2", toNewEmail: newEmail) { done($0) } } == nil)
        #expect(try server.accounts().user(uid: uid)?.email == newEmail)
        #expect(try server.accounts().liveSessionCount(uid: uid) == 1)
        #expect(await app.outcome { done in app.root.resetPasswordForUser(newEmail) { done($0) } } == nil)
        #expect(try server.accounts().lastOutboxMessage(kind: .passwordResetEmail, to: newEmail) != nil)
        #expect(await app.outcome { done in app.root.removeUser(newEmail, password: "secret2") { done($0) } } == nil)
        #expect(try server.accounts().user(uid: uid) == nil)
    }

    @Test func anonymousCustomTokenSecretAndOAuthLoginsUseTheServer() async throws {
        let server = try AccountsServer()
        defer { server.stop() }
        let app = try LegacyApp(server)
        let anonymous = await app.login { app.root.authAnonymouslyWithCompletionBlock($0) }
        let anonymousUID = try #require(anonymous.data?.uid, "\(String(describing: anonymous.error))")
        #expect(anonymous.data?.provider == "anonymous")
        #expect(try server.accounts().user(uid: anonymousUID) != nil)

        let token = try server.accounts().mintCustomToken(uid: "legacy-7", claims: ["role": "editor"])
        let custom = await app.login { app.root.authWithCustomToken(token, withCompletionBlock: $0) }
        #expect(custom.data?.uid == "legacy-7")
        #expect(custom.data?.auth["role"] as? String == "editor")
        // 1.x admin: the app secret itself logs in, with no account.
        let admin = await app.login { app.root.authWithCustomToken(AccountsServer.secret, withCompletionBlock: $0) }
        #expect(admin.error == nil)
        #expect(await app.write("users/anyone/name", "admin may") == nil)

        let qq = await app.login {
            app.root.authWithOAuthProvider("qq", parameters: ["access_token": "test:qq-7", "openId": "qq-7"], withCompletionBlock: $0)
        }
        #expect(qq.data?.provider == "qq", "\(String(describing: qq.error))")
        let refused = await app.login { app.root.authWithOAuthProvider("qq", token: "forged", withCompletionBlock: $0) }
        #expect(refused.error?.code == WAuthenticationError.InvalidCredentials.rawValue)

        let heard = Lock<[String?]>([])
        let handle = app.root.observeAuthEventWithBlock { data in heard.withLock { $0.append(data?.uid) } }
        defer { app.root.removeAuthEventObserverWithHandle(handle) }
        #expect(await eventuallyTrue { heard.withLock { $0 }.count == 1 })
        app.root.unauth()
        #expect(await eventuallyTrue { heard.withLock { $0 }.last == .some(nil) })
        #expect(app.root.authData == nil)
    }

    @Test func rulesReadTheLoggedInUserOnTheSameConnection() async throws {
        let server = try AccountsServer()
        defer { server.stop() }
        let app = try LegacyApp(server)
        let email = uniqueEmail()
        #expect(await app.outcome { done in app.root.createUser(email, password: "secret1") { done($0) } } == nil)
        #expect(await app.write("shared/note", "anonymous")?.code == WilddogError.PermissionDenied.rawValue)
        let login = await app.login { app.root.authUser(email, password: "secret1", withCompletionBlock: $0) }
        let uid = try #require(login.data?.uid)
        #expect(await app.write("users/\(uid)/name", "Ann") == nil)
        #expect(await app.read("users/\(uid)/name").value as? String == "Ann")
        #expect(await app.read("users/other").error?.code == WilddogError.PermissionDenied.rawValue)
        app.root.unauth()
        #expect(await app.write("users/\(uid)/name", "Bob")?.code == WilddogError.PermissionDenied.rawValue)
    }
}
