import Foundation
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

@Suite struct AuthCustomTokenTests {
    @Test func customTokenCreatesTheUserOnceAndCarriesItsClaims() throws {
        let service = makeAuthService()
        let token = try service.mintCustomToken(uid: "user-1", claims: ["role": .string("editor"), "level": .int(3)])
        let session = try service.signIn(customToken: token)
        #expect(session.uid == "user-1")
        #expect(session.provider == "custom")
        #expect(session.user?.creationProviderID == "custom")
        #expect(session.claims["role"] == .string("editor"))
        #expect(session.claims["level"] == .int(3))
        #expect(!session.isAdmin)
        let again = try service.signIn(customToken: token)
        #expect(again.uid == "user-1")
        #expect(service.allUsers().count == 1)
        // The claims survive a refresh.
        #expect(try service.refresh(refreshToken: session.refreshToken).claims["role"] == .string("editor"))
    }

    @Test func theRawSecretSignsInAsAdmin() throws {
        let service = makeAuthService(methods: [])
        let session = try service.signIn(customToken: authTestSecret)
        #expect(session.isAdmin)
        #expect(session.user == nil)
        #expect(session.uid == AuthSession.secretAdminUID)
        #expect(session.idToken == authTestSecret)
        #expect(session.expiresAt == .distantFuture)
        #expect(try service.rulesAuth(forToken: session.idToken).isAdmin)
        #expect(service.allUsers().isEmpty)
    }

    @Test func adminCustomTokenBypassesRules() throws {
        let service = makeAuthService()
        let session = try service.signIn(customToken: service.mintCustomToken(uid: "ops", admin: true, debug: true))
        #expect(session.isAdmin)
        #expect(session.claims["debug"] == .bool(true))
        let auth = try service.rulesAuth(forToken: session.idToken)
        #expect(auth.isAdmin && auth.uid == "ops")
    }

    @Test func legacyTokenGeneratorFormatIsAccepted() throws {
        let service = makeAuthService()
        let clock = AuthTestClock()
        let payload: [String: AuthJSON] = [
            "v": .int(0), "iat": .int(JWTCodec.numericDate(clock.now)),
            "d": .object(["uid": .string("legacy-1"), "team": .string("red")]),
        ]
        let token = try JWTCodec.sign(claims: payload, key: Array(authTestSecret.utf8))
        let session = try service.signIn(customToken: token)
        #expect(session.uid == "legacy-1")
        #expect(session.claims["team"] == .string("red"))
    }

    @Test func customTokenErrors() throws {
        let clock = AuthTestClock()
        let service = makeAuthService(clock: clock)
        let other = makeAuthService(secret: "another-secret")
        let secretKey = Array(authTestSecret.utf8)
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) { try service.signIn(customToken: other.mintCustomToken(uid: "u")) }
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) { try service.signIn(customToken: "not-a-token") }
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) {
            try service.signIn(customToken: JWTCodec.sign(claims: ["claims": .object([:])], key: secretKey))
        }
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) {
            try service.signIn(customToken: JWTCodec.sign(claims: ["uid": .string(String(repeating: "u", count: 129))], key: secretKey))
        }
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) {
            try service.signIn(customToken: service.mintCustomToken(uid: "u", claims: ["provider": .string("password")]))
        }
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) {
            try service.signIn(customToken: JWTCodec.sign(claims: ["uid": .string("u"), "claims": .int(1)], key: secretKey))
        }
        let soon = try service.mintCustomToken(uid: "u", lifetime: 60)
        clock.advance(by: 60)
        expectAuthError("expiredToken", newAPI: 22002, legacy: -7) { try service.signIn(customToken: soon) }
        let notYet = try JWTCodec.sign(
            claims: ["uid": .string("u"), "nbf": .int(JWTCodec.numericDate(clock.now) + 10)], key: secretKey)
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) { try service.signIn(customToken: notYet) }
        try service.setDisabled(uid: (try service.signIn(customToken: service.mintCustomToken(uid: "off"))).uid, true)
        expectAuthError("userDisabled", newAPI: 22001, legacy: -9999) {
            try service.signIn(customToken: service.mintCustomToken(uid: "off"))
        }
    }

    @Test func disabledCustomTokenMethodStillAcceptsTheSecret() throws {
        let service = makeAuthService(methods: [.email])
        expectAuthError("operationNotAllowed", newAPI: 22006, legacy: -1) {
            try service.signIn(customToken: service.mintCustomToken(uid: "u"))
        }
        #expect(try service.signIn(customToken: authTestSecret).isAdmin)
    }

    @Test func anIDTokenPassedAsCustomTokenResumesItsSession() throws {
        let clock = AuthTestClock()
        let service = makeAuthService(clock: clock)
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        clock.advance(by: 10)
        let resumed = try service.signIn(customToken: session.idToken)
        #expect(resumed.uid == session.uid)
        #expect(resumed.provider == "password")
        #expect(resumed.authTime.timeIntervalSince1970.rounded(.down) == session.authTime.timeIntervalSince1970.rounded(.down))
        clock.advance(by: 3600)
        expectAuthError("expiredToken", newAPI: 22002, legacy: -7) { try service.signIn(customToken: session.idToken) }
    }

    @Test func aCustomTokenIsNotAnIDTokenAndTheSecretIsNotAJWT() {
        let service = makeAuthService()
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) { try service.verifyIDToken(service.mintCustomToken(uid: "u")) }
        expectAuthError("invalidToken", newAPI: 22004, legacy: -7) { try service.verifyIDToken(authTestSecret) }
    }
}
