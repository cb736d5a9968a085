import Testing
@testable import WilddogEngine

/// The 1.x email/password operations, checked with their `WAuthenticationError` codes.
@Suite struct AuthLegacyOperationTests {
    @Test func removeUser() throws {
        let service = makeAuthService()
        let record = try service.createUser(email: "a@b.co", password: "secret1")
        expectAuthError("wrongPassword", newAPI: 22010, legacy: -6) { try service.legacyRemoveUser(email: "a@b.co", password: "wrong-pw") }
        expectAuthError("invalidUser", newAPI: 22011, legacy: -8) { try service.legacyRemoveUser(email: "x@b.co", password: "secret1") }
        expectAuthError("invalidEmail", newAPI: 22009, legacy: -5) { try service.legacyRemoveUser(email: "x", password: "secret1") }
        try service.legacyRemoveUser(email: "A@b.co", password: "secret1")
        #expect(service.user(uid: record.uid) == nil)
    }

    @Test func changePassword() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        expectAuthError("wrongPassword", newAPI: 22010, legacy: -6) {
            try service.legacyChangePassword(email: "a@b.co", oldPassword: "nope-nope", newPassword: "secret2")
        }
        expectAuthError("weakPassword", newAPI: 22211, legacy: -6) {
            try service.legacyChangePassword(email: "a@b.co", oldPassword: "secret1", newPassword: "2")
        }
        try service.legacyChangePassword(email: "a@b.co", oldPassword: "secret1", newPassword: "secret2")
        #expect(try service.signIn(email: "a@b.co", password: "secret2").uid == session.uid)
        expectAuthError("tokenRevoked", newAPI: 22014, legacy: -7) { try service.verifyIDToken(session.idToken) }
    }

    @Test func changeEmail() throws {
        let service = makeAuthService()
        _ = try service.createUser(email: "taken@b.co", password: "secret1")
        let record = try service.createUser(email: "a@b.co", password: "secret1")
        expectAuthError("emailAlreadyInUse", newAPI: 22203, legacy: -9) {
            try service.legacyChangeEmail(email: "a@b.co", password: "secret1", newEmail: "taken@b.co")
        }
        expectAuthError("invalidEmail", newAPI: 22009, legacy: -5) {
            try service.legacyChangeEmail(email: "a@b.co", password: "secret1", newEmail: "taken")
        }
        expectAuthError("wrongPassword", newAPI: 22010, legacy: -6) {
            try service.legacyChangeEmail(email: "a@b.co", password: "secret9", newEmail: "n@b.co")
        }
        try service.legacyChangeEmail(email: "a@b.co", password: "secret1", newEmail: "n@b.co")
        #expect(try service.signIn(email: "n@b.co", password: "secret1").uid == record.uid)
    }

    @Test func resetPasswordAndDisabledMethods() throws {
        let service = makeAuthService()
        expectAuthError("emailNotFound", newAPI: 22220, legacy: -8) { try service.sendPasswordResetEmail(email: "a@b.co") }
        let record = try service.createUser(email: "a@b.co", password: "secret1")
        try service.setDisabled(uid: record.uid, true)
        expectAuthError("userDisabled", newAPI: 22001, legacy: -9999) {
            try service.legacyChangePassword(email: "a@b.co", oldPassword: "secret1", newPassword: "secret2")
        }
        service.updateConfiguration { $0.enabledSignInMethods = [] }
        expectAuthError("operationNotAllowed", newAPI: 22006, legacy: -1) { try service.legacyRemoveUser(email: "a@b.co", password: "secret1") }
        expectAuthError("operationNotAllowed", newAPI: 22006, legacy: -1) { try service.signInAnonymously() }
    }
}
