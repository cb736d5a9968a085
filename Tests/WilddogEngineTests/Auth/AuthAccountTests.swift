import Foundation
import Testing
@testable import WilddogEngine

@Suite struct AuthAccountUpdateTests {
    @Test func reloadReturnsTheStoredAccount() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        _ = try service.updateProfile(idToken: session.idToken, AuthProfileUpdate(displayName: .set("Ann")))
        #expect(try service.reload(idToken: session.idToken).displayName == "Ann")
    }

    @Test func updateEmailChangesTheLoginAndUnverifiesIt() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        let updated = try service.updateEmail(idToken: session.idToken, email: "new@b.co")
        #expect(updated.user?.email == "new@b.co")
        #expect(updated.claims["email"] == .string("new@b.co"))
        #expect(updated.claims["auth_time"] == session.claims["auth_time"])
        #expect(try service.signIn(email: "new@b.co", password: "secret1").uid == session.uid)
        expectAuthError("invalidUser", newAPI: 22011, legacy: -8) { try service.signIn(email: "a@b.co", password: "secret1") }
        #expect(try service.fetchProviders(forEmail: "a@b.co") == [])
    }

    @Test func updateEmailErrors() throws {
        let service = makeAuthService()
        _ = try service.createUser(email: "taken@b.co", password: "secret1")
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        expectAuthError("emailAlreadyInUse", newAPI: 22203, legacy: -9) { try service.updateEmail(idToken: session.idToken, email: "Taken@b.co") }
        expectAuthError("invalidEmail", newAPI: 22009, legacy: -5) { try service.updateEmail(idToken: session.idToken, email: "x") }
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) { try service.updateEmail(idToken: "bad", email: "n@b.co") }
    }

    @Test func sensitiveOperationsNeedARecentSignIn() throws {
        let clock = AuthTestClock()
        let service = makeAuthService(clock: clock)
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        clock.advance(by: 300)
        _ = try service.updateEmail(idToken: session.idToken, email: "b@b.co")
        clock.advance(by: 1)
        let refreshed = try service.refresh(refreshToken: session.refreshToken)
        for operation: () throws -> Any in [
            { try service.updateEmail(idToken: refreshed.idToken, email: "c@b.co") },
            { try service.updatePassword(idToken: refreshed.idToken, password: "secret2") },
            { try service.updatePhone(idToken: refreshed.idToken, phone: "13812345678") },
            { try service.unlink(idToken: refreshed.idToken, providerID: "password") },
            { try service.deleteUser(idToken: refreshed.idToken) },
        ] {
            expectAuthError("credentialTooOld", newAPI: 22209, legacy: -9999, operation)
        }
        // Profile changes are not sensitive.
        _ = try service.updateProfile(idToken: refreshed.idToken, AuthProfileUpdate(displayName: .set("A")))
        let again = try service.reauthenticate(
            idToken: refreshed.idToken, credential: .emailPassword(email: "b@b.co", password: "secret1"))
        _ = try service.updateEmail(idToken: again.idToken, email: "c@b.co")
    }

    @Test func recentSignInWindowIsConfigurable() throws {
        let clock = AuthTestClock()
        let service = makeAuthService(clock: clock)
        service.updateConfiguration { $0.recentSignInWindow = 10 }
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        clock.advance(by: 11)
        expectAuthError("credentialTooOld", newAPI: 22209, legacy: -9999) { try service.deleteUser(idToken: session.idToken) }
    }

    @Test func updatePasswordRevokesOtherSessions() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        let other = try service.signIn(email: "a@b.co", password: "secret1")
        let updated = try service.updatePassword(idToken: session.idToken, password: "secret2")
        #expect(try service.signIn(email: "a@b.co", password: "secret2").uid == session.uid)
        expectAuthError("wrongPassword", newAPI: 22010, legacy: -6) { try service.signIn(email: "a@b.co", password: "secret1") }
        expectAuthError("tokenRevoked", newAPI: 22014, legacy: -7) { try service.verifyIDToken(other.idToken) }
        expectAuthError("tokenRevoked", newAPI: 22014, legacy: -7) { try service.refresh(refreshToken: other.refreshToken) }
        _ = try service.verifyIDToken(updated.idToken)
        _ = try service.refresh(refreshToken: updated.refreshToken)
    }

    @Test func updatePasswordErrors() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        expectAuthError("weakPassword", newAPI: 22211, legacy: -6) { try service.updatePassword(idToken: session.idToken, password: "1") }
        let anonymous = try service.signInAnonymously()
        expectAuthError("noPasswordProvider", newAPI: 22210, legacy: -9999) {
            try service.updatePassword(idToken: anonymous.idToken, password: "secret2")
        }
        service.updateConfiguration { $0.enabledSignInMethods.remove(.email) }
        expectAuthError("operationNotAllowed", newAPI: 22006, legacy: -1) {
            try service.updatePassword(idToken: session.idToken, password: "secret2")
        }
    }

    @Test func updatePhoneChangesTheLoginAndUnverifiesIt() throws {
        let service = makeAuthService()
        _ = try service.createUserAndSignIn(phone: "13900000000", password: "secret1")
        let session = try service.createUserAndSignIn(phone: "13812345678", password: "secret1")
        let updated = try service.updatePhone(idToken: session.idToken, phone: "+8613712345678")
        #expect(updated.user?.phone == "13712345678")
        #expect(updated.user?.phoneVerified == false)
        #expect(try service.signIn(phone: "13712345678", password: "secret1").uid == session.uid)
        expectAuthError("phoneAlreadyInUse", newAPI: 22224, legacy: -9) { try service.updatePhone(idToken: updated.idToken, phone: "13900000000") }
        expectAuthError("invalidPhone", newAPI: 22219, legacy: -5) { try service.updatePhone(idToken: updated.idToken, phone: "0") }
    }

    @Test func profileUpdatesAreAllOrNothing() throws {
        let service = makeAuthService()
        let session = try service.signInAnonymously()
        let set = try service.updateProfile(
            idToken: session.idToken, AuthProfileUpdate(displayName: .set("Ann"), photoURL: .set("https://e.com/a.png")))
        #expect(set.displayName == "Ann" && set.photoURL == "https://e.com/a.png")
        expectAuthError("displayNameTooLong", newAPI: 22212, legacy: -12) {
            try service.updateProfile(
                idToken: session.idToken,
                AuthProfileUpdate(displayName: .set(String(repeating: "n", count: 21)), photoURL: .set("https://e.com/b.png")))
        }
        expectAuthError("photoURLTooLong", newAPI: 22213, legacy: -12) {
            try service.updateProfile(
                idToken: session.idToken,
                AuthProfileUpdate(displayName: .set("Bob"), photoURL: .set("https://e.com/" + String(repeating: "p", count: 1020))))
        }
        expectAuthError("invalidProfileCharacters", newAPI: 22225, legacy: -12) {
            try service.updateProfile(idToken: session.idToken, AuthProfileUpdate(displayName: .set("Bob"), photoURL: .set("https://e.com/a b")))
        }
        #expect(service.user(uid: session.uid)?.displayName == "Ann")
        #expect(service.user(uid: session.uid)?.photoURL == "https://e.com/a.png")
        let cleared = try service.updateProfile(idToken: session.idToken, AuthProfileUpdate(displayName: .cleared, photoURL: .set("")))
        #expect(cleared.displayName == nil && cleared.photoURL == nil)
    }

    @Test func deleteUserRemovesTheAccount() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        try service.deleteUser(idToken: session.idToken)
        #expect(service.user(uid: session.uid) == nil)
        expectAuthError("userNotFound", newAPI: 22206, legacy: -8) { try service.reload(idToken: session.idToken) }
        expectAuthError("invalidUser", newAPI: 22011, legacy: -8) { try service.signIn(email: "a@b.co", password: "secret1") }
        _ = try service.createUser(email: "a@b.co", password: "secret1")
    }

    @Test func disabledUserCannotOperate() throws {
        let service = makeAuthService()
        let session = try service.signIn(customToken: service.mintCustomToken(uid: "u1"))
        try service.setDisabled(uid: "u1", true)
        expectAuthError("tokenRevoked", newAPI: 22014, legacy: -7) { try service.reload(idToken: session.idToken) }
        expectAuthError("userDisabled", newAPI: 22001, legacy: -9999) {
            try service.reauthenticate(idToken: session.idToken, credential: .oauth(.qq(accessToken: "x")))
        }
    }
}

@Suite struct AuthReauthenticationTests {
    @Test func reauthenticationRenewsTheAuthTimeEvenFromAnExpiredToken() throws {
        let clock = AuthTestClock()
        let service = makeAuthService(clock: clock)
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        clock.advance(by: 7200)
        let renewed = try service.reauthenticate(idToken: session.idToken, credential: .emailPassword(email: "a@b.co", password: "secret1"))
        #expect(renewed.authTime == clock.now)
        #expect(renewed.uid == session.uid)
        #expect(service.user(uid: session.uid)?.lastSignInAt == clock.now)
        try service.deleteUser(idToken: renewed.idToken)
    }

    @Test func reauthenticationErrors() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        _ = try service.createUser(email: "other@b.co", password: "secret1")
        expectAuthError("wrongPassword", newAPI: 22010, legacy: -6) {
            try service.reauthenticate(idToken: session.idToken, credential: .emailPassword(email: "a@b.co", password: "nope-nope"))
        }
        expectAuthError("invalidUser", newAPI: 22011, legacy: -8) {
            try service.reauthenticate(idToken: session.idToken, credential: .emailPassword(email: "x@b.co", password: "secret1"))
        }
        expectAuthError("invalidCredentials", newAPI: 22014, legacy: -11) {
            try service.reauthenticate(idToken: session.idToken, credential: .emailPassword(email: "other@b.co", password: "secret1"))
        }
        expectAuthError("invalidCredentials", newAPI: 22014, legacy: -11) {
            try service.reauthenticate(idToken: session.idToken, credential: .oauth(.qq(accessToken: "t")))
        }
        service.updateConfiguration { $0.enabledSignInMethods.remove(.email) }
        expectAuthError("operationNotAllowed", newAPI: 22006, legacy: -1) {
            try service.reauthenticate(idToken: session.idToken, credential: .emailPassword(email: "a@b.co", password: "secret1"))
        }
    }

    @Test func reauthenticationWithALinkedIdentity() throws {
        let service = makeAuthService()
        let session = try service.signIn(with: .oauth(.weixin(code: "wx")))
        let renewed = try service.reauthenticate(idToken: session.idToken, credential: .oauth(.weixin(code: "wx")))
        #expect(renewed.uid == session.uid && renewed.provider == "weixin")
    }
}

@Suite struct AuthLinkTests {
    @Test func linkingAPasswordMakesAnAnonymousAccountPermanent() throws {
        let service = makeAuthService()
        let anonymous = try service.signInAnonymously()
        let linked = try service.link(idToken: anonymous.idToken, credential: .emailPassword(email: "a@b.co", password: "secret1"))
        #expect(linked.uid == anonymous.uid)
        #expect(linked.user?.isAnonymous == false)
        #expect(linked.user?.providerIDs == ["anonymous", "password"])
        #expect(try service.signIn(email: "a@b.co", password: "secret1").uid == anonymous.uid)
        expectAuthError("providerAlreadyLinked", newAPI: 22208, legacy: -9999) {
            try service.link(idToken: linked.idToken, credential: .phonePassword(phone: "13812345678", password: "secret1"))
        }
    }

    @Test func linkingAPhonePassword() throws {
        let service = makeAuthService()
        let session = try service.signIn(with: .oauth(.qq(accessToken: "t")))
        let linked = try service.link(idToken: session.idToken, credential: .phonePassword(phone: "13812345678", password: "secret1"))
        #expect(linked.user?.providerIDs == ["qq", "password"])
        #expect(try service.signIn(phone: "13812345678", password: "secret1").uid == session.uid)
    }

    @Test func linkingOAuthIdentities() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        let linked = try service.link(idToken: session.idToken, credential: .oauth(.weibo(accessToken: "t", userID: "wb1")))
        #expect(linked.user?.providerData.map(\.providerID) == ["password", "weibo"])
        #expect(try service.signIn(with: .oauth(.weibo(accessToken: "t2", userID: "wb1"))).uid == session.uid)
        expectAuthError("providerAlreadyLinked", newAPI: 22201, legacy: -9999) {
            try service.link(idToken: linked.idToken, credential: .oauth(.weibo(accessToken: "t", userID: "wb2")))
        }
        let other = try service.signIn(with: .oauth(.qq(accessToken: "someone")))
        expectAuthError("credentialAlreadyInUse", newAPI: 22204, legacy: -9999) {
            try service.link(idToken: linked.idToken, credential: .oauth(.qq(accessToken: "someone")))
        }
        expectAuthError("emailAlreadyInUse", newAPI: 22203, legacy: -9) {
            try service.link(idToken: other.idToken, credential: .emailPassword(email: "A@b.co", password: "secret1"))
        }
        expectAuthError("invalidProvider", newAPI: 22008, legacy: -4) {
            try service.link(idToken: other.idToken, credential: .oauth(.init(providerID: "google", parameters: [:])))
        }
    }

    @Test func linkErrorsForPasswordCredentials() throws {
        let service = makeAuthService(methods: [.anonymous, .email, .phone])
        _ = try service.createUserAndSignIn(phone: "13900000000", password: "secret1")
        let anonymous = try service.signInAnonymously()
        expectAuthError("invalidEmail", newAPI: 22009, legacy: -5) {
            try service.link(idToken: anonymous.idToken, credential: .emailPassword(email: "bad", password: "secret1"))
        }
        expectAuthError("weakPassword", newAPI: 22211, legacy: -6) {
            try service.link(idToken: anonymous.idToken, credential: .emailPassword(email: "a@b.co", password: "short"))
        }
        expectAuthError("invalidPhone", newAPI: 22219, legacy: -5) {
            try service.link(idToken: anonymous.idToken, credential: .phonePassword(phone: "1", password: "secret1"))
        }
        expectAuthError("phoneAlreadyInUse", newAPI: 22224, legacy: -9) {
            try service.link(idToken: anonymous.idToken, credential: .phonePassword(phone: "13900000000", password: "secret1"))
        }
        expectAuthError("operationNotAllowed", newAPI: 22006, legacy: -1) {
            try service.link(idToken: anonymous.idToken, credential: .oauth(.qq(accessToken: "t")))
        }
        service.updateConfiguration { $0.enabledSignInMethods.remove(.email) }
        expectAuthError("operationNotAllowed", newAPI: 22006, legacy: -1) {
            try service.link(idToken: anonymous.idToken, credential: .emailPassword(email: "a@b.co", password: "secret1"))
        }
        #expect(service.user(uid: anonymous.uid)?.isAnonymous == true)
    }

    @Test func unlinkRemovesALoginMethod() throws {
        let service = makeAuthService()
        let session = try service.signIn(with: .oauth(.qq(accessToken: "t")))
        let linked = try service.link(idToken: session.idToken, credential: .oauth(.weixin(code: "wx")))
        let unlinked = try service.unlink(idToken: linked.idToken, providerID: "qq")
        #expect(unlinked.providerIDs == ["qq", "weixin"])
        #expect(unlinked.oauthProviders.map(\.providerID) == ["weixin"])
        // The QQ identity now opens a new account (its derived uid is taken by the old one).
        let fresh = try service.signIn(with: .oauth(.qq(accessToken: "t")))
        #expect(fresh.uid != session.uid)
        expectAuthError("providerNotLinked", newAPI: 22008, legacy: -4) { try service.unlink(idToken: linked.idToken, providerID: "weibo") }
        expectAuthError("providerNotLinked", newAPI: 22008, legacy: -4) { try service.unlink(idToken: linked.idToken, providerID: "password") }
    }

    @Test func unlinkingThePasswordKeepsTheEmailButNotTheLogin() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        let unlinked = try service.unlink(idToken: session.idToken, providerID: "password")
        #expect(unlinked.email == "a@b.co" && !unlinked.hasPassword && service.passwordHash(uid: unlinked.uid) == nil)
        expectAuthError("wrongPassword", newAPI: 22010, legacy: -6) { try service.signIn(email: "a@b.co", password: "secret1") }
    }
}
