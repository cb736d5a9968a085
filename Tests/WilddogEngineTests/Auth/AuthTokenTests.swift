import Foundation
import Testing
@testable import WilddogEngine

@Suite struct AuthIDTokenTests {
    @Test func idTokenCarriesTheDocumentedClaims() throws {
        let clock = AuthTestClock()
        let service = makeAuthService(clock: clock)
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        let claims = try service.verifyIDToken(session.idToken)
        let now = Int64(clock.now.timeIntervalSince1970)
        #expect(claims == session.claims)
        #expect(claims["aud"] == .string("test-app"))
        #expect(claims["sub"] == .string(session.uid))
        #expect(claims["auth_time"] == .int(now))
        #expect(claims["iat"] == .int(now))
        #expect(claims["exp"] == .int(now + 3600))
        #expect(session.expiresAt == clock.now.addingTimeInterval(3600))
        #expect(session.refreshToken.count >= 40)
    }

    @Test func expiredIDTokenIsRejectedAndRefreshKeepsTheAuthTime() throws {
        let clock = AuthTestClock()
        let service = makeAuthService(clock: clock)
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        clock.advance(by: 3599)
        _ = try service.verifyIDToken(session.idToken)
        clock.advance(by: 1)
        expectAuthError("expiredToken", newAPI: 22002, legacy: -7) { try service.verifyIDToken(session.idToken) }
        expectAuthError("expiredToken", newAPI: 22002, legacy: -7) { try service.rulesAuth(forToken: session.idToken) }
        expectAuthError("expiredToken", newAPI: 22002, legacy: -7) { try service.reload(idToken: session.idToken) }
        let refreshed = try service.refresh(refreshToken: session.refreshToken)
        #expect(refreshed.refreshToken == session.refreshToken)
        #expect(refreshed.idToken != session.idToken)
        #expect(refreshed.claims["auth_time"] == session.claims["auth_time"])
        #expect(refreshed.expiresAt == clock.now.addingTimeInterval(3600))
        #expect(try service.verifyIDToken(refreshed.idToken)["uid"] == .string(session.uid))
    }

    @Test func tokenLifetimeIsConfigurable() throws {
        let clock = AuthTestClock()
        let service = makeAuthService(clock: clock)
        service.updateConfiguration { $0.idTokenLifetime = 60 }
        let session = try service.signInAnonymously()
        clock.advance(by: 60)
        expectAuthError("expiredToken", newAPI: 22002, legacy: -7) { try service.verifyIDToken(session.idToken) }
    }

    @Test func tamperedOrForeignTokensAreRejected() throws {
        let service = makeAuthService()
        let session = try service.signInAnonymously()
        var parts = session.idToken.split(separator: ".").map(String.init)
        var claims = session.claims
        claims["uid"] = .string("someone-else")
        parts[1] = Crypto.base64URLEncode(AuthJSON.object(claims).jsonBytes())
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) { try service.verifyIDToken(parts.joined(separator: ".")) }
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) { try service.verifyIDToken("garbage") }
        let otherSecret = try makeAuthService(secret: "different").signInAnonymously()
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) { try service.verifyIDToken(otherSecret.idToken) }
        let otherApp = try makeAuthService(appID: "other-app").signInAnonymously()
        expectAuthError("tokenNotForThisApp", newAPI: 22214, legacy: -7) { try service.verifyIDToken(otherApp.idToken) }
    }

    @Test func refreshErrors() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) { try service.refresh(refreshToken: "unknown") }
        // As Firebase answers: disabled, then revoked by the disabling, then the account gone.
        try service.setDisabled(uid: session.uid, true)
        expectAuthError("userDisabled", newAPI: 22001, legacy: -9999) { try service.refresh(refreshToken: session.refreshToken) }
        try service.setDisabled(uid: session.uid, false)
        expectAuthError("tokenRevoked", newAPI: 22014, legacy: -7) { try service.refresh(refreshToken: session.refreshToken) }
        let fresh = try service.signIn(email: "a@b.co", password: "secret1")
        try service.deleteUser(uid: session.uid)
        expectAuthError("userNotFound", newAPI: 22206, legacy: -8) { try service.refresh(refreshToken: fresh.refreshToken) }
        expectAuthError("userNotFound", newAPI: 22206, legacy: -8) { try service.verifyIDToken(fresh.idToken) }
    }

    @Test func revocationRejectsOldIDTokensAndRefreshTokens() throws {
        let service = makeAuthService()
        let session = try service.signInAnonymously()
        try service.revokeTokens(uid: session.uid)
        expectAuthError("tokenRevoked", newAPI: 22014, legacy: -7) { try service.verifyIDToken(session.idToken) }
        expectAuthError("tokenRevoked", newAPI: 22014, legacy: -7) { try service.refresh(refreshToken: session.refreshToken) }
        #expect(service.user(uid: session.uid)?.tokensRevokedAt != nil)
        expectAuthError("userNotFound", newAPI: 22206, legacy: -8) { try service.revokeTokens(uid: "nobody") }
        expectAuthError("userNotFound", newAPI: 22206, legacy: -8) { try service.setDisabled(uid: "nobody", true) }
        expectAuthError("userNotFound", newAPI: 22206, legacy: -8) { try service.deleteUser(uid: "nobody") }
    }

    @Test func disabledUserTokensAreRejected() throws {
        let service = makeAuthService()
        let session = try service.signInAnonymously()
        try service.setDisabled(uid: session.uid, true)
        // Disabling revokes: the old token is revoked; a token minted later would hit userDisabled.
        expectAuthError("tokenRevoked", newAPI: 22014, legacy: -7) { try service.verifyIDToken(session.idToken) }
        let custom = try service.signIn(customToken: service.mintCustomToken(uid: "c1"))
        service.updateConfiguration { _ in }
        try service.setDisabled(uid: "c1", true)
        try service.setDisabled(uid: "c1", false)
        expectAuthError("tokenRevoked", newAPI: 22014, legacy: -7) { try service.verifyIDToken(custom.idToken) }
    }

    @Test func aNewAppSecretInvalidatesEveryToken() throws {
        let service = makeAuthService()
        let session = try service.signInAnonymously()
        service.updateConfiguration { $0.appSecret = "rotated-secret" }
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) { try service.verifyIDToken(session.idToken) }
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) { try service.signIn(customToken: authTestSecret) }
        #expect(try service.signIn(customToken: "rotated-secret").isAdmin)
    }
}

@Suite struct AuthRulesAuthTests {
    @Test func idTokenGivesUidProviderAndTokenClaims() throws {
        let service = makeAuthService()
        let session = try service.signIn(customToken: service.mintCustomToken(uid: "u1", claims: ["premium": .bool(true)]))
        let auth = try service.rulesAuth(forToken: session.idToken)
        #expect(auth.uid == "u1")
        #expect(auth.provider == "custom")
        #expect(!auth.isAdmin)
        #expect(auth.token["premium"] == .bool(true))
        #expect(auth.token["uid"] == .string("u1"))
        #expect(auth.variable["token"]?["premium"] == .bool(true))
    }

    @Test func secretIsAdminAndGarbageIsRejected() throws {
        let service = makeAuthService()
        let admin = try service.rulesAuth(forToken: authTestSecret)
        #expect(admin.isAdmin)
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) { try service.rulesAuth(forToken: "x.y.z") }
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) { try service.rulesAuth(forToken: authTestSecret + "x") }
    }

    @Test func passwordAndOAuthSessionsReportTheirProvider() throws {
        let service = makeAuthService()
        let password = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        #expect(try service.rulesAuth(forToken: password.idToken).provider == "password")
        let weibo = try service.signIn(with: .oauth(.weibo(accessToken: "t", userID: "u")))
        #expect(try service.rulesAuth(forToken: weibo.idToken).provider == "weibo")
    }
}
