import WilddogEngine

/// Password resets and email / phone verification; codes go to the outbox.
extension AuthService {
    /// Puts a password-reset email with a one-time oob code in the outbox:
    /// 2.x `sendPasswordReset(withEmail:)`, 1.x `resetPasswordForUser`.
    /// - Throws: `invalidEmail`, `emailNotFound`.
    package func sendPasswordResetEmail(email: String) throws(AuthServiceError) {
        try locked { store throws(AuthServiceError) in try store.sendPasswordResetEmail(email: email) }
    }

    /// The email a password-reset oob code belongs to, without using it.
    /// - Throws: `invalidOobCode`.
    package func verifyPasswordResetCode(_ oobCode: String) throws(AuthServiceError) -> String {
        try locked { store throws(AuthServiceError) in try store.verifyPasswordResetCode(oobCode) }
    }

    /// Sets a new password with an emailed oob code (used up); marks the email verified and
    /// revokes the account's sessions.
    /// - Throws: `invalidOobCode` (unknown, used, expired, or the email changed), `weakPassword`, `userDisabled`.
    package func confirmPasswordReset(oobCode: String, newPassword: String) throws(AuthServiceError) {
        try locked { store throws(AuthServiceError) in try store.confirmPasswordReset(oobCode: oobCode, newPassword: newPassword) }
    }

    /// Puts a six-digit password-reset SMS in the outbox (a new code replaces the last):
    /// 2.x `sendPasswordResetSms(withPhone:)`.
    /// - Throws: `invalidPhone`, `phoneNotFound`.
    package func sendPasswordResetSMS(phone: String) throws(AuthServiceError) {
        try locked { store throws(AuthServiceError) in try store.sendPasswordResetSMS(phone: phone) }
    }

    /// Sets a new password with the SMS code: 2.x `confirmPasswordResetSms(withPhone:smsCode:newPassword:)`.
    /// Marks the phone verified and revokes the account's sessions.
    /// - Throws: `invalidPhone`, `smsCodeNotSent`, `smsCodeMismatch` (wrong or expired), `weakPassword`,
    ///   `phoneNotFound`, `userDisabled`.
    package func confirmPasswordResetSMS(phone: String, code: String, newPassword: String) throws(AuthServiceError) {
        try locked { store throws(AuthServiceError) in
            try store.confirmPasswordResetSMS(phone: phone, code: code, newPassword: newPassword)
        }
    }

    /// Puts a verification email with a one-time oob code in the outbox: 2.x `sendEmailVerification`.
    /// - Throws: the token errors of the account operations, `emailMissing`.
    package func sendEmailVerification(idToken: String) throws(AuthServiceError) {
        try locked { store throws(AuthServiceError) in try store.sendEmailVerification(idToken: idToken) }
    }

    /// Marks the email verified with the oob code from the verification email (the link's action).
    /// - Throws: `invalidOobCode`.
    package func applyEmailVerification(oobCode: String) throws(AuthServiceError) -> AuthUserRecord {
        try locked { store throws(AuthServiceError) in try store.applyEmailVerification(oobCode: oobCode) }
    }

    /// Puts a six-digit verification SMS in the outbox: 2.x `sendPhoneVerification`.
    /// - Throws: the token errors of the account operations, `phoneNotFound` (no phone on the account).
    package func sendPhoneVerification(idToken: String) throws(AuthServiceError) {
        try locked { store throws(AuthServiceError) in try store.sendPhoneVerification(idToken: idToken) }
    }

    /// Marks the phone verified with the SMS code: 2.x `verifyPhone(withSmsCode:)`.
    /// - Throws: the token errors, `phoneNotFound`, `smsCodeNotSent`, `smsCodeMismatch`.
    package func verifyPhone(idToken: String, code: String) throws(AuthServiceError) -> AuthUserRecord {
        try locked { store throws(AuthServiceError) in try store.verifyPhone(idToken: idToken, code: code) }
    }
}
