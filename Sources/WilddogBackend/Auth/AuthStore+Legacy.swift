import WilddogEngine

/// The 1.x email/password account operations, authorized by email and password each time.
extension AuthStore {
    /// 1.x `removeUser(_:password:)`.
    mutating func legacyRemoveUser(email: String, password: String) throws(AuthServiceError) {
        let record = try passwordAccount(email: email, password: password)
        remove(uid: record.uid)
    }

    /// 1.x `changePasswordForUser(_:fromOld:toNew:)`; revokes the account's sessions.
    mutating func legacyChangePassword(email: String, oldPassword: String, newPassword: String) throws(AuthServiceError) {
        var record = try passwordAccount(email: email, password: oldPassword)
        try AuthInputRules.checkPassword(newPassword)
        try setPassword(newPassword, of: &record)
        revokeTokens(of: &record)
        save(record)
    }

    /// 1.x `changeEmailForUser(_:password:toNewEmail:)`; the new email is unverified.
    mutating func legacyChangeEmail(email: String, password: String, newEmail: String) throws(AuthServiceError) {
        var record = try passwordAccount(email: email, password: password)
        try assign(email: newEmail, key: try AuthInputRules.emailKey(newEmail), to: &record)
        save(record)
    }
}
