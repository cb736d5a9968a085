import WilddogEngine

/// The 1.x email/password account operations of `Wilddog`, authorized by email and password.
///
/// Each throws `operationNotAllowed`, `invalidEmail`, `invalidUser`, `wrongPassword` and
/// `userDisabled` for the account credentials, besides its own errors. 1.x `createUser` is
/// `createUser(email:password:)`, `resetPasswordForUser` is `sendPasswordResetEmail(email:)`.
extension AuthService {
    /// 1.x `removeUser(_:password:)`: deletes the account.
    package func legacyRemoveUser(email: String, password: String) throws(AuthServiceError) {
        try locked { store throws(AuthServiceError) in try store.legacyRemoveUser(email: email, password: password) }
    }

    /// 1.x `changePasswordForUser(_:fromOld:toNew:)`: sets the password and revokes the sessions.
    /// - Throws: also `weakPassword`.
    package func legacyChangePassword(email: String, oldPassword: String, newPassword: String) throws(AuthServiceError) {
        try locked { store throws(AuthServiceError) in
            try store.legacyChangePassword(email: email, oldPassword: oldPassword, newPassword: newPassword)
        }
    }

    /// 1.x `changeEmailForUser(_:password:toNewEmail:)`: changes the email (unverified).
    /// - Throws: also `invalidEmail` for the new address, `emailAlreadyInUse`.
    package func legacyChangeEmail(email: String, password: String, newEmail: String) throws(AuthServiceError) {
        try locked { store throws(AuthServiceError) in
            try store.legacyChangeEmail(email: email, password: password, newEmail: newEmail)
        }
    }
}
