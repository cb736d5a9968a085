import Foundation
import Testing
import WilddogBackend
import WilddogEngine
@testable import WilddogNetworkServer

/// What a refresh answers once its session is over, as Firebase answers it, and sign-ins that
/// ask for no refresh token.
@Suite(.serialized) struct AuthRESTRefreshTests {
    @Test func aRefreshAfterRevocationDisablingOrDeletionSaysWhyAsFirebaseDoes() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let account = try await harness.signUp("ended@b.co")
        let uid = try #require(account["localId"])
        let refreshToken = try #require(account["refreshToken"])
        let service = try harness.service()

        try service.revokeTokens(uid: uid)
        let revoked = try await harness.refresh(refreshToken)
        #expect(revoked.status == 400 && revoked.errorMessage == "TOKEN_EXPIRED" && revoked.errorReason == "tokenRevoked")

        let again = try #require(try await harness.accounts("signInWithPassword", [
            "email": "ended@b.co", "password": "secret1", "returnSecureToken": true])["refreshToken"])
        try service.setDisabled(uid: uid, true)
        #expect(try await harness.refresh(again).errorMessage == "USER_DISABLED")
        try service.setDisabled(uid: uid, false)
        // Disabling revoked the session: enabled again, it stays ended.
        #expect(try await harness.refresh(again).errorMessage == "TOKEN_EXPIRED")

        let last = try #require(try await harness.accounts("signInWithPassword", [
            "email": "ended@b.co", "password": "secret1", "returnSecureToken": true])["refreshToken"])
        try service.deleteUser(uid: uid)
        let deleted = try await harness.refresh(last)
        #expect(deleted.errorMessage == "USER_NOT_FOUND" && deleted.errorReason == "userNotFound")
        #expect(try await harness.refresh("never-issued").errorMessage == "INVALID_REFRESH_TOKEN")
    }

    @Test func endedSessionsAreForgottenAfterTheirRetention() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let first = try await harness.signUp("old@b.co")
        let second = try await harness.signUp("new@b.co")
        let service = try harness.service()
        try service.revokeTokens(uid: try #require(first["localId"]))
        harness.clock.advance(by: 31 * 86_400)
        // Another revocation sweeps the entries that ended more than 30 days ago.
        try service.revokeTokens(uid: try #require(second["localId"]))
        #expect(try await harness.refresh(try #require(first["refreshToken"])).errorMessage == "INVALID_REFRESH_TOKEN")
        #expect(try await harness.refresh(try #require(second["refreshToken"])).errorMessage == "TOKEN_EXPIRED")
    }

    @Test func anEndedSessionStillSaysWhyAfterARestart() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let clock = TestClock()
        let account: AuthAnswer
        do {
            let first = try AuthServerHarness(dataDirectory: directory, clock: clock)
            defer { first.stop() }
            account = try await first.signUp("kept@b.co")
            try first.service().revokeTokens(uid: try #require(account["localId"]))
        }
        let second = try AuthServerHarness(dataDirectory: directory, clock: clock)
        defer { second.stop() }
        #expect(try await second.refresh(try #require(account["refreshToken"])).errorMessage == "TOKEN_EXPIRED")
    }

    @Test func aPasswordSignInWithoutASecureTokenKeepsNoSession() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let account = try await harness.signUp("proof@b.co")
        let uid = try #require(account["localId"])
        let service = try harness.service()
        #expect(service.liveSessionCount(uid: uid) == 1)
        let proof = try await harness.accounts("signInWithPassword", ["email": "proof@b.co", "password": "secret1",
                                                                      "returnSecureToken": false])
        #expect(proof.status == 200 && proof["localId"] == uid && proof.json["refreshToken"] == nil)
        let idToken = try #require(proof["idToken"])
        #expect(service.liveSessionCount(uid: uid) == 1)
        // Its ID token works for the account's own calls; an update asking for no token keeps none either.
        let changed = try await harness.accounts("update", ["idToken": .string(idToken), "email": "proof2@b.co",
                                                            "returnSecureToken": false])
        #expect(changed.status == 200 && changed.json["idToken"] == nil && changed.json["refreshToken"] == nil)
        #expect(service.user(uid: uid)?.email == "proof2@b.co")
        #expect(service.liveSessionCount(uid: uid) == 1)
        let password = try await harness.accounts("update", ["idToken": .string(idToken), "password": "secret2",
                                                             "returnSecureToken": false])
        #expect(password.status == 200)
        #expect(service.liveSessionCount(uid: uid) == 0)
        // Asked for, an update answers new tokens and keeps their session.
        let signedIn = try await harness.accounts("signInWithPassword", ["email": "proof2@b.co", "password": "secret2",
                                                                         "returnSecureToken": true])
        let renamed = try await harness.accounts("update", ["idToken": .string(try #require(signedIn["idToken"])),
                                                            "email": "proof3@b.co", "returnSecureToken": true])
        #expect(renamed["refreshToken"] != nil)
        #expect(service.liveSessionCount(uid: uid) == 2)
    }
}
