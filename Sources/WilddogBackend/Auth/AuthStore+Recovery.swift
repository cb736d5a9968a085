import Foundation
import WilddogEngine

/// Password resets and email / phone verification through one-time codes in the outbox.
extension AuthStore {
    /// Emails a password-reset oob code to the account with `email`.
    mutating func sendPasswordResetEmail(email: String) throws(AuthServiceError) {
        let key = try AuthInputRules.emailKey(email)
        guard let record = user(emailKey: key), let address = record.email else {
            throw .emailNotFound(detail: email)
        }
        issueCode(.passwordResetEmail, uid: record.uid, recipient: address, code: try random.token(byteCount: 24))
    }

    /// The email a password-reset oob code is for, without using it up.
    func verifyPasswordResetCode(_ oobCode: String) throws(AuthServiceError) -> String {
        try liveEmailCode(oobCode, kind: .passwordResetEmail).code.recipient
    }

    /// Sets a new password with an emailed oob code; the email counts as verified, other sessions end.
    mutating func confirmPasswordReset(oobCode: String, newPassword: String) throws(AuthServiceError) {
        let (code, record) = try liveEmailCode(oobCode, kind: .passwordResetEmail)
        try completeReset(code, of: record, newPassword: newPassword)
    }

    /// Emails a verification oob code to the account's address.
    mutating func sendEmailVerification(idToken: String) throws(AuthServiceError) {
        let (record, _) = try authenticate(idToken: idToken)
        guard let address = record.email else { throw .emailMissing(detail: "uid \(record.uid)") }
        issueCode(.emailVerification, uid: record.uid, recipient: address, code: try random.token(byteCount: 24))
    }

    /// Marks the email verified with an emailed oob code.
    mutating func applyEmailVerification(oobCode: String) throws(AuthServiceError) -> AuthUserRecord {
        let (code, found) = try liveEmailCode(oobCode, kind: .emailVerification)
        var record = found
        consume(code)
        record.emailVerified = true
        save(record)
        return record
    }

    /// Texts a password-reset code to the account with `phone`.
    mutating func sendPasswordResetSMS(phone: String) throws(AuthServiceError) {
        let normalized = try AuthInputRules.normalizedPhone(phone)
        guard let record = user(phone: normalized) else { throw .phoneNotFound(detail: normalized) }
        issueCode(.passwordResetSMS, uid: record.uid, recipient: normalized, code: try random.digits(length: 6))
    }

    /// Sets a new password with a texted code; the phone counts as verified, other sessions end.
    mutating func confirmPasswordResetSMS(phone: String, code: String, newPassword: String) throws(AuthServiceError) {
        let normalized = try AuthInputRules.normalizedPhone(phone)
        let pending = try liveSMSCode(code, kind: .passwordResetSMS, phone: normalized)
        guard let record = users[pending.uid], record.phone == normalized else {
            throw .phoneNotFound(detail: normalized)
        }
        try completeReset(pending, of: record, newPassword: newPassword)
    }

    /// Texts a verification code to the account's phone.
    mutating func sendPhoneVerification(idToken: String) throws(AuthServiceError) {
        let (record, _) = try authenticate(idToken: idToken)
        guard let phone = record.phone else { throw .phoneNotFound(detail: "uid \(record.uid) has no phone") }
        issueCode(.phoneVerificationSMS, uid: record.uid, recipient: phone, code: try random.digits(length: 6))
    }

    /// Marks the phone verified with the texted code.
    mutating func verifyPhone(idToken: String, code: String) throws(AuthServiceError) -> AuthUserRecord {
        var (record, _) = try authenticate(idToken: idToken)
        guard let phone = record.phone else { throw .phoneNotFound(detail: "uid \(record.uid) has no phone") }
        let pending = try liveSMSCode(code, kind: .phoneVerificationSMS, phone: phone)
        guard pending.uid == record.uid else { throw .smsCodeNotSent(detail: "no code was sent to this account") }
        consume(pending)
        record.phoneVerified = true
        save(record)
        return record
    }

    // MARK: Codes

    /// Sets the new password of a reset, uses the code up, marks the channel the code went
    /// through (email or phone) as verified and ends the account's sessions.
    /// - Throws: `weakPassword`, `userDisabled` (the code stays usable).
    private mutating func completeReset(_ code: AuthPendingCode, of record: AuthUserRecord, newPassword: String) throws(AuthServiceError) {
        try AuthInputRules.checkPassword(newPassword)
        guard !record.disabled else { throw .userDisabled(detail: "uid \(record.uid) is disabled") }
        var record = record
        consume(code)
        try setPassword(newPassword, of: &record)
        if code.kind == .passwordResetEmail {
            record.emailVerified = true
        } else {
            record.phoneVerified = true
        }
        revokeTokens(of: &record)
        save(record)
    }

    private mutating func issueCode(_ kind: AuthOutboxMessage.Kind, uid: String, recipient: String, code: String) {
        let sentAt = now
        if kind.isSMS {
            // One live SMS code per phone and purpose: a new one replaces the last.
            removeCodes { $0.kind == kind && $0.recipient == recipient }
        }
        let lifetime = kind.isSMS ? configuration.smsCodeLifetime : configuration.oobCodeLifetime
        let pending = AuthPendingCode(
            kind: kind, code: code, uid: uid, recipient: recipient, expiresAt: sentAt.addingTimeInterval(lifetime))
        pendingCodes.append(pending)
        changed.codes.insert(pending.key)
        outbox.append(AuthOutboxMessage(kind: kind, recipient: recipient, code: code, uid: uid, sentAt: sentAt))
    }

    private mutating func consume(_ code: AuthPendingCode) {
        removeCodes { $0 == code }
    }

    /// A live email oob code and its account, whose email must still be the one it went to.
    /// - Throws: `invalidOobCode`.
    private func liveEmailCode(_ oobCode: String, kind: AuthOutboxMessage.Kind) throws(AuthServiceError)
        -> (code: AuthPendingCode, record: AuthUserRecord)
    {
        guard let code = pendingCodes.first(where: {
            $0.kind == kind && Crypto.constantTimeEqual(Array($0.code.utf8), Array(oobCode.utf8))
        }) else { throw .invalidOobCode(detail: "unknown or used code") }
        guard now < code.expiresAt else { throw .expiredOobCode(detail: "the code has expired") }
        guard let record = users[code.uid], record.email?.lowercased() == code.recipient.lowercased() else {
            throw .invalidOobCode(detail: "the account's email changed since the code was sent")
        }
        return (code, record)
    }

    /// The live SMS code of `kind` for `phone`, if `code` matches it.
    /// - Throws: `smsCodeNotSent` when none was sent; `smsCodeMismatch` when wrong or expired.
    private func liveSMSCode(_ code: String, kind: AuthOutboxMessage.Kind, phone: String) throws(AuthServiceError)
        -> AuthPendingCode
    {
        guard let pending = pendingCodes.first(where: { $0.kind == kind && $0.recipient == phone }) else {
            throw .smsCodeNotSent(detail: "no code was sent to \(phone)")
        }
        guard Crypto.constantTimeEqual(Array(pending.code.utf8), Array(code.utf8)) else {
            throw .smsCodeMismatch(detail: "wrong code")
        }
        guard now < pending.expiresAt else { throw .smsCodeMismatch(detail: "the code has expired") }
        return pending
    }
}
