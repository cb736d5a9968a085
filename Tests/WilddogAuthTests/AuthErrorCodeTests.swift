import Foundation
import Testing
import WilddogEngine
import WilddogAuth
import WilddogServer

/// The documented error codes, produced by the embedded backend.
@Suite struct AuthErrorCodeTests {
    @Test func invalidEmail() async {
        let t = AuthTestApp()
        let (user, error) = await t.result { t.auth.createUser(withEmail: "not-an-email", password: "secret1", completion: $0) }
        #expect(user == nil)
        #expect(error?.domain == WDGAuthErrorDomain)
        #expect(error?.code == WDGAuthErrorCode.invalidEmail.rawValue)
        #expect(error?.localizedDescription == "The specified email address is incorrect.")
        #expect(error?.userInfo[WDGAuthErrorNameKey] as? String == "ERROR_INVALID_EMAIL")
    }

    @Test func wrongPassword() async throws {
        let t = AuthTestApp()
        let email = uniqueEmail()
        try #require(await t.createUser(email) != nil)
        try t.auth.signOut()
        let (user, error) = await t.result { t.auth.signIn(withEmail: email, password: "wrong-password", completion: $0) }
        #expect(user == nil)
        #expect(error?.code == WDGAuthErrorCode.invalidPassword.rawValue)
        #expect(error?.localizedDescription == "The specified password is incorrect.")
        #expect(t.auth.currentUser == nil)
    }

    @Test func emailAlreadyInUse() async throws {
        let t = AuthTestApp()
        let email = uniqueEmail()
        try #require(await t.createUser(email) != nil)
        let (_, error) = await t.result { t.auth.createUser(withEmail: email, password: "secret1", completion: $0) }
        #expect(error?.code == WDGAuthErrorCode.emailAlreadyInUse.rawValue)
        #expect(error?.userInfo[WDGAuthErrorNameKey] as? String == "ERROR_EMAIL_ALREADY_IN_USE")
    }

    @Test(arguments: ["12345", String(repeating: "x", count: 33)])
    func weakPassword(password: String) async {
        let t = AuthTestApp()
        let (_, error) = await t.result { t.auth.createUser(withEmail: uniqueEmail(), password: password, completion: $0) }
        #expect(error?.code == WDGAuthErrorCode.passwordLengthError.rawValue)
        #expect(error?.localizedDescription == "Password's length must between 6 and 32")
    }

    @Test func operationNotAllowed() async throws {
        let t = AuthTestApp()
        t.server.enabledSignInMethods.remove(.emailPassword)
        t.server.enabledSignInMethods.remove(.anonymous)
        let (_, create) = await t.result { t.auth.createUser(withEmail: uniqueEmail(), password: "secret1", completion: $0) }
        #expect(create?.code == WDGAuthErrorCode.authenticationDisabled.rawValue)
        let (_, anonymous) = await t.result { t.auth.signInAnonymously(completion: $0) }
        #expect(anonymous?.code == 22006)
        #expect(anonymous?.localizedDescription == "The specified authentication type is not enabled for this Wilddog.")
    }

    @Test func userDisabled() async throws {
        let t = AuthTestApp()
        let email = uniqueEmail()
        let user = try #require(await t.createUser(email))
        try t.auth.signOut()
        try t.server.setUserDisabled(user.uid, true)
        let (signedIn, error) = await t.result { t.auth.signIn(withEmail: email, password: "secret1", completion: $0) }
        #expect(signedIn == nil)
        #expect(error?.code == WDGAuthErrorCode.failure.rawValue)
    }

    @Test func userNotFound() async throws {
        let t = AuthTestApp()
        let (_, unknown) = await t.result { t.auth.signIn(withEmail: uniqueEmail(), password: "secret1", completion: $0) }
        #expect(unknown?.code == WDGAuthErrorCode.invalidUser.rawValue)
        let user = try #require(await t.createUser())
        try t.server.deleteUser(user.uid)
        let error = await t.outcome { user.reload(completion: $0) }
        #expect(error?.code == WDGAuthErrorCode.userNotFound.rawValue)
        #expect(error?.localizedDescription
            == "There is no user record corresponding to this identifier. The user may have been deleted.")
    }

    @Test func credentialTooOld() async throws {
        let t = AuthTestApp()
        let start = Date()
        let offset = Lock(0.0)
        t.server.setClock { start.addingTimeInterval(offset.withLock { $0 }) }
        let email = uniqueEmail()
        let user = try #require(await t.createUser(email))
        offset.withLock { $0 = 600 }
        let error = await t.outcome { user.updatePassword("newsecret", completion: $0) }
        #expect(error?.code == WDGAuthErrorCode.credentialTooOldLoginAgain.rawValue)
        #expect(error?.userInfo[WDGAuthErrorNameKey] as? String == "ERROR_CREDENTIAL_TOO_OLD_LOGIN_AGAIN")
        let reauth = await t.outcome {
            user.reauthenticate(with: WDGWilddogAuthProvider.credential(withEmail: email, password: "secret1"), completion: $0)
        }
        #expect(reauth == nil)
        #expect(await t.outcome { user.updatePassword("newsecret", completion: $0) } == nil)
        try t.auth.signOut()
        #expect(await t.result { t.auth.signIn(withEmail: email, password: "newsecret", completion: $0) }.error == nil)
    }

    @Test func errorNamesFollowTheCaseNames() async {
        let t = AuthTestApp()
        let (_, error) = await t.result { t.auth.createUser(withPhone: "bad", password: "secret1", completion: $0) }
        #expect(error?.userInfo[WDGAuthErrorNameKey] as? String == "ERROR_INVALID_PHONE")
    }
}
