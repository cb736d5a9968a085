import Foundation
import Testing
@testable import WilddogEngine

@Suite struct AuthEmailRecoveryTests {
    @Test func passwordResetByEmailGoesThroughTheOutbox() throws {
        let clock = AuthTestClock()
        let service = makeAuthService(clock: clock)
        let session = try service.createUserAndSignIn(email: "Ann@b.co", password: "secret1")
        try service.sendPasswordResetEmail(email: "ann@B.co")
        let message = try #require(service.lastOutboxMessage(kind: .passwordResetEmail))
        #expect(message.recipient == "Ann@b.co")
        #expect(message.uid == session.uid)
        #expect(message.sentAt == clock.now)
        #expect(message.code.count >= 32)
        #expect(try service.verifyPasswordResetCode(message.code) == "Ann@b.co")
        try service.confirmPasswordReset(oobCode: message.code, newPassword: "secret2")
        #expect(try service.signIn(email: "ann@b.co", password: "secret2").uid == session.uid)
        expectAuthError("wrongPassword", newAPI: 22010, legacy: -6) { try service.signIn(email: "ann@b.co", password: "secret1") }
        #expect(service.user(uid: session.uid)?.emailVerified == true)
        expectAuthError("tokenRevoked", newAPI: 22014, legacy: -7) { try service.verifyIDToken(session.idToken) }
        expectAuthError("invalidOobCode", newAPI: 22018, legacy: -12) {
            try service.confirmPasswordReset(oobCode: message.code, newPassword: "secret3")
        }
    }

    @Test func passwordResetErrors() throws {
        let clock = AuthTestClock()
        let service = makeAuthService(clock: clock)
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        expectAuthError("emailNotFound", newAPI: 22220, legacy: -8) { try service.sendPasswordResetEmail(email: "x@b.co") }
        expectAuthError("invalidEmail", newAPI: 22009, legacy: -5) { try service.sendPasswordResetEmail(email: "x") }
        expectAuthError("invalidOobCode", newAPI: 22018, legacy: -12) { try service.confirmPasswordReset(oobCode: "nope", newPassword: "secret2") }
        try service.sendPasswordResetEmail(email: "a@b.co")
        let code = try #require(service.lastOutboxMessage(kind: .passwordResetEmail, to: "a@b.co")).code
        // A weak password does not use the code up.
        expectAuthError("weakPassword", newAPI: 22211, legacy: -6) { try service.confirmPasswordReset(oobCode: code, newPassword: "1") }
        // A verification code is not a reset code.
        try service.sendEmailVerification(idToken: session.idToken)
        let verification = try #require(service.lastOutboxMessage(kind: .emailVerification)).code
        expectAuthError("invalidOobCode", newAPI: 22018, legacy: -12) {
            try service.confirmPasswordReset(oobCode: verification, newPassword: "secret2")
        }
        clock.advance(by: 3600)
        expectAuthError("expiredOobCode", newAPI: 22018, legacy: -12) { try service.confirmPasswordReset(oobCode: code, newPassword: "secret2") }
        expectAuthError("expiredOobCode", newAPI: 22018, legacy: -12) { try service.verifyPasswordResetCode(code) }
    }

    @Test func aResetCodeDiesWhenTheEmailChanges() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        try service.sendPasswordResetEmail(email: "a@b.co")
        let code = try #require(service.lastOutboxMessage(kind: .passwordResetEmail)).code
        _ = try service.updateEmail(idToken: session.idToken, email: "new@b.co")
        expectAuthError("invalidOobCode", newAPI: 22018, legacy: -12) { try service.confirmPasswordReset(oobCode: code, newPassword: "secret2") }
    }

    @Test func disabledUserCannotResetItsPassword() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        try service.sendPasswordResetEmail(email: "a@b.co")
        try service.setDisabled(uid: session.uid, true)
        let code = try #require(service.lastOutboxMessage(kind: .passwordResetEmail)).code
        expectAuthError("userDisabled", newAPI: 22001, legacy: -9999) { try service.confirmPasswordReset(oobCode: code, newPassword: "secret2") }
    }

    @Test func emailVerificationFlow() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        try service.sendEmailVerification(idToken: session.idToken)
        let message = try #require(service.lastOutboxMessage(kind: .emailVerification, to: "a@b.co"))
        let verified = try service.applyEmailVerification(oobCode: message.code)
        #expect(verified.emailVerified)
        #expect(try service.refresh(refreshToken: session.refreshToken).claims["email_verified"] == .bool(true))
        expectAuthError("invalidOobCode", newAPI: 22018, legacy: -12) { try service.applyEmailVerification(oobCode: message.code) }
        _ = try service.updateEmail(idToken: session.idToken, email: "c@b.co")
        #expect(service.user(uid: session.uid)?.emailVerified == false)
    }

    @Test func emailVerificationErrors() throws {
        let service = makeAuthService()
        let anonymous = try service.signInAnonymously()
        expectAuthError("emailMissing", newAPI: 22205, legacy: -9999) { try service.sendEmailVerification(idToken: anonymous.idToken) }
        try service.deleteUser(uid: anonymous.uid)
        expectAuthError("userNotFound", newAPI: 22206, legacy: -8) { try service.sendEmailVerification(idToken: anonymous.idToken) }
        expectAuthError("invalidOobCode", newAPI: 22018, legacy: -12) { try service.applyEmailVerification(oobCode: "x") }
    }
}

@Suite struct AuthSMSRecoveryTests {
    @Test func passwordResetBySMS() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(phone: "13812345678", password: "secret1")
        try service.sendPasswordResetSMS(phone: "+8613812345678")
        let message = try #require(service.lastOutboxMessage(kind: .passwordResetSMS, to: "13812345678"))
        #expect(message.code.count == 6 && message.code.allSatisfy(\.isNumber))
        let wrong = message.code == "000000" ? "111111" : "000000"
        expectAuthError("smsCodeMismatch", newAPI: 22226, legacy: -9999) {
            try service.confirmPasswordResetSMS(phone: "13812345678", code: wrong, newPassword: "secret2")
        }
        try service.confirmPasswordResetSMS(phone: "13812345678", code: message.code, newPassword: "secret2")
        #expect(try service.signIn(phone: "13812345678", password: "secret2").uid == session.uid)
        #expect(service.user(uid: session.uid)?.phoneVerified == true)
        expectAuthError("tokenRevoked", newAPI: 22014, legacy: -7) { try service.verifyIDToken(session.idToken) }
        expectAuthError("smsCodeNotSent", newAPI: 22222, legacy: -9999) {
            try service.confirmPasswordResetSMS(phone: "13812345678", code: message.code, newPassword: "secret3")
        }
    }

    @Test func smsResetErrors() throws {
        let clock = AuthTestClock()
        let service = makeAuthService(clock: clock)
        _ = try service.createUserAndSignIn(phone: "13812345678", password: "secret1")
        expectAuthError("phoneNotFound", newAPI: 22221, legacy: -8) { try service.sendPasswordResetSMS(phone: "13900000000") }
        expectAuthError("invalidPhone", newAPI: 22219, legacy: -5) { try service.sendPasswordResetSMS(phone: "abc") }
        expectAuthError("smsCodeNotSent", newAPI: 22222, legacy: -9999) {
            try service.confirmPasswordResetSMS(phone: "13812345678", code: "123456", newPassword: "secret2")
        }
        try service.sendPasswordResetSMS(phone: "13812345678")
        let first = try #require(service.lastOutboxMessage(kind: .passwordResetSMS)).code
        try service.sendPasswordResetSMS(phone: "13812345678")
        let second = try #require(service.lastOutboxMessage(kind: .passwordResetSMS)).code
        #expect(service.outbox.count == 2)
        #expect(first != second)
        // A new code replaces the last one.
        expectAuthError("smsCodeMismatch", newAPI: 22226, legacy: -9999) {
            try service.confirmPasswordResetSMS(phone: "13812345678", code: first, newPassword: "secret2")
        }
        expectAuthError("weakPassword", newAPI: 22211, legacy: -6) {
            try service.confirmPasswordResetSMS(phone: "13812345678", code: second, newPassword: "x")
        }
        clock.advance(by: 600)
        expectAuthError("smsCodeMismatch", newAPI: 22226, legacy: -9999) {
            try service.confirmPasswordResetSMS(phone: "13812345678", code: second, newPassword: "secret2")
        }
    }

    @Test func phoneVerificationFlow() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(phone: "13812345678", password: "secret1")
        expectAuthError("smsCodeNotSent", newAPI: 22222, legacy: -9999) { try service.verifyPhone(idToken: session.idToken, code: "123456") }
        try service.sendPhoneVerification(idToken: session.idToken)
        let code = try #require(service.lastOutboxMessage(kind: .phoneVerificationSMS, to: "13812345678")).code
        let wrong = code == "999999" ? "888888" : "999999"
        expectAuthError("smsCodeMismatch", newAPI: 22226, legacy: -9999) { try service.verifyPhone(idToken: session.idToken, code: wrong) }
        #expect(try service.verifyPhone(idToken: session.idToken, code: code).phoneVerified)
        let anonymous = try service.signInAnonymously()
        expectAuthError("phoneNotFound", newAPI: 22221, legacy: -8) { try service.sendPhoneVerification(idToken: anonymous.idToken) }
        expectAuthError("phoneNotFound", newAPI: 22221, legacy: -8) { try service.verifyPhone(idToken: anonymous.idToken, code: code) }
    }

    @Test func outboxCanBeReadAndCleared() throws {
        let service = makeAuthService()
        _ = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        _ = try service.createUserAndSignIn(email: "c@b.co", password: "secret1")
        try service.sendPasswordResetEmail(email: "a@b.co")
        try service.sendPasswordResetEmail(email: "c@b.co")
        #expect(service.outbox.map(\.recipient) == ["a@b.co", "c@b.co"])
        #expect(service.lastOutboxMessage(kind: .passwordResetEmail, to: "a@b.co")?.recipient == "a@b.co")
        #expect(service.lastOutboxMessage(kind: .passwordResetSMS) == nil)
        let code = service.outbox[0].code
        service.clearOutbox()
        #expect(service.outbox.isEmpty)
        // Clearing the outbox does not void the codes already sent.
        try service.confirmPasswordReset(oobCode: code, newPassword: "secret2")
    }
}
