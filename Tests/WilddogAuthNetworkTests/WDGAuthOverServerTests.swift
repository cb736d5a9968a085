import Foundation
import Testing
import WilddogAuth
import WilddogCore
import WilddogEngine
import WilddogSync

/// `WDGAuth` (2.x) of an app routed to a `wilddog-server`: every flow runs against the server's
/// accounts (the in-process backend never sees them), errors keep their 2.x codes, and the
/// signed-in user's token reaches the database connection, where rules read it.
@Suite(.serialized) struct WDGAuthOverServerTests {
    @Test func emailAccountsSignUpSignInChangeAndDeleteOnTheServer() async throws {
        let server = try AccountsServer()
        defer { server.stop() }
        let app = try ModernApp(server)
        let email = uniqueEmail()
        let created = await app.result { app.auth.createUser(withEmail: email, password: "secret1", completion: $0) }
        let uid = try #require(created.user?.uid, "\(String(describing: created.error))")
        #expect(try server.accounts().user(uid: uid)?.email == email)
        #expect(app.auth.currentUser?.uid == uid)

        try app.auth.signOut()
        #expect(app.auth.currentUser == nil)
        let wrong = await app.result { app.auth.signIn(withEmail: email, password: "nope-nope", completion: $0) }
        #expect(wrong.error?.domain == "com.wilddog.auth")
        #expect(wrong.error?.code == 22010)
        let taken = await app.result { app.auth.createUser(withEmail: email, password: "secret1", completion: $0) }
        #expect(taken.error?.code == 22203)
        let signedIn = await app.result { app.auth.signIn(withEmail: email, password: "secret1", completion: $0) }
        #expect(signedIn.user?.uid == uid)

        let change = try #require(app.auth.currentUser).profileChangeRequest()
        change.displayName = "Ann"
        #expect(await app.outcome { done in change.commitChanges { done($0) } } == nil)
        #expect(try server.accounts().user(uid: uid)?.displayName == "Ann")
        #expect(await app.outcome { done in app.auth.currentUser!.updatePassword("secret2") { done($0) } } == nil)
        try app.auth.signOut()
        #expect(await app.result { app.auth.signIn(withEmail: email, password: "secret1", completion: $0) }.error?.code == 22010)
        #expect(await app.result { app.auth.signIn(withEmail: email, password: "secret2", completion: $0) }.user?.uid == uid)

        let reset = await app.outcome { done in app.auth.sendPasswordReset(withEmail: email) { done($0) } }
        #expect(reset == nil)
        #expect(try server.accounts().lastOutboxMessage(kind: .passwordResetEmail, to: email) != nil)
        #expect(await app.outcome { done in app.auth.currentUser!.delete { done($0) } } == nil)
        #expect(try server.accounts().user(uid: uid) == nil)
        #expect(app.auth.currentUser == nil)
    }

    @Test func anonymousCustomTokenPhoneAndOAuthSignInsUseTheServer() async throws {
        let server = try AccountsServer()
        defer { server.stop() }
        let app = try ModernApp(server)
        let anonymous = await app.result { app.auth.signInAnonymously(completion: $0) }
        let anonymousUID = try #require(anonymous.user?.uid)
        #expect(anonymous.user?.isAnonymous == true)
        #expect(try server.accounts().user(uid: anonymousUID) != nil)

        let token = try server.accounts().mintCustomToken(uid: "custom-1", claims: ["role": "editor"])
        let custom = await app.result { app.auth.signIn(withCustomToken: token, completion: $0) }
        #expect(custom.user?.uid == "custom-1")
        #expect(custom.user?.providerID == "custom")

        let phone = await app.result { app.auth.createUser(withPhone: "13800138000", password: "secret1", completion: $0) }
        let phoneUID = try #require(phone.user?.uid, "\(String(describing: phone.error))")
        try app.auth.signOut()
        #expect(await app.result { app.auth.signIn(withPhone: "13800138000", password: "secret1", completion: $0) }.user?.uid == phoneUID)

        let qq = await app.result { app.auth.signIn(with: WDGQQAuthProvider.credential(withAccessToken: "test:qq-42"), completion: $0) }
        let qqUID = try #require(qq.user?.uid, "\(String(describing: qq.error))")
        #expect(qq.user?.providerData.map(\.providerID) == ["qq"])
        let bad = await app.result { app.auth.signIn(with: WDGQQAuthProvider.credential(withAccessToken: "forged"), completion: $0) }
        #expect(bad.error?.code == 22014)

        // Link an email and password to the QQ account, then unlink QQ.
        let email = uniqueEmail()
        let linked = await app.result {
            app.auth.currentUser!.link(with: WDGWilddogAuthProvider.credential(withEmail: email, password: "secret1"), completion: $0)
        }
        #expect(linked.user?.uid == qqUID)
        #expect(try server.accounts().user(uid: qqUID)?.email == email)
        let unlinked = await app.result { app.auth.currentUser!.unlink(fromProvider: "qq", completion: $0) }
        #expect(unlinked.error == nil)
        #expect(try server.accounts().user(uid: qqUID)?.oauthProviders.isEmpty == true)
    }

    @Test func stateListenersHearSignInsAndSignOutsAsInProcess() async throws {
        let server = try AccountsServer()
        defer { server.stop() }
        let app = try ModernApp(server)
        let heard = Lock<[String?]>([])
        let handle = app.auth.addStateDidChangeListener { _, user in heard.withLock { $0.append(user?.uid) } }
        defer { app.auth.removeStateDidChangeListener(handle) }
        #expect(await eventuallyTrue { heard.withLock { $0 } == [nil] })
        let user = await app.result { app.auth.signInAnonymously(completion: $0) }
        let uid = try #require(user.user?.uid)
        #expect(await eventuallyTrue { heard.withLock { $0 } == [nil, uid] })
        try app.auth.signOut()
        #expect(await eventuallyTrue { heard.withLock { $0 } == [nil, uid, nil] })
    }

    @Test func rulesReadTheSignedInUserOnTheSameConnection() async throws {
        let server = try AccountsServer()
        defer { server.stop() }
        let app = try ModernApp(server)
        #expect(await app.write("shared/note", "anonymous")?.code == 26101)
        let user = await app.result { app.auth.createUser(withEmail: uniqueEmail(), password: "secret1", completion: $0) }
        let uid = try #require(user.user?.uid)
        #expect(await app.write("users/\(uid)/name", "Ann") == nil)
        #expect(await app.read("users/\(uid)/name").value as? String == "Ann")
        #expect(await app.write("users/someone-else/name", "Eve") != nil)
        #expect(await app.read("users/someone-else").error != nil)
        try app.auth.signOut()
        #expect(await app.write("users/\(uid)/name", "Bob") != nil)
    }
}

/// Polls `condition` for up to 20 s.
func eventuallyTrue(timeout: Double = 20, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return condition()
}
