import WilddogEngine

/// Operations of the signed-in user on its account (2.x `WDGUser`), authorized by its ID token.
///
/// Every method here first verifies `idToken` and can throw `expiredToken`, `invalidToken`,
/// `tokenNotForThisApp`, `tokenRevoked`, `userNotFound` and `userDisabled`. Methods marked
/// *sensitive* also throw `credentialTooOld` when the session signed in longer ago than
/// `recentSignInWindow`. Methods returning a session hand back new tokens (the old ones stay
/// valid unless the method says it revokes them); claims reflect the account at issue time.
extension AuthService {
    /// The account as stored now: 2.x `reload`.
    package func reload(idToken: String) throws(AuthServiceError) -> AuthUserRecord {
        try locked { store throws(AuthServiceError) in try store.reload(idToken: idToken) }
    }

    /// Changes the email, which becomes unverified: 2.x `updateEmail`. Sensitive.
    /// - Throws: `invalidEmail`, `emailAlreadyInUse`.
    package func updateEmail(idToken: String, email: String) throws(AuthServiceError) -> AuthSession {
        try locked { store throws(AuthServiceError) in try store.updateEmail(idToken: idToken, email: email) }
    }

    /// Sets the password and revokes all other sessions of the account: 2.x `updatePassword`. Sensitive.
    /// - Throws: `noPasswordProvider` (no email nor phone), `operationNotAllowed`, `weakPassword`.
    package func updatePassword(idToken: String, password: String) throws(AuthServiceError) -> AuthSession {
        try locked { store throws(AuthServiceError) in try store.updatePassword(idToken: idToken, password: password) }
    }

    /// Changes the phone, which becomes unverified: 2.x `updatePhone`. Sensitive.
    /// - Throws: `invalidPhone`, `phoneAlreadyInUse`.
    package func updatePhone(idToken: String, phone: String) throws(AuthServiceError) -> AuthSession {
        try locked { store throws(AuthServiceError) in try store.updatePhone(idToken: idToken, phone: phone) }
    }

    /// Changes display name and photo URL all or nothing: 2.x `commitChanges`. `.set("")` clears.
    /// - Throws: `displayNameTooLong`, `photoURLTooLong`, `invalidProfileCharacters`.
    package func updateProfile(idToken: String, _ update: AuthProfileUpdate) throws(AuthServiceError) -> AuthUserRecord {
        try locked { store throws(AuthServiceError) in try store.updateProfile(idToken: idToken, update: update) }
    }

    /// Proves a credential of this account again and opens a session with a fresh auth time:
    /// 2.x `reauthenticate(with:)`. `idToken` may be expired or revoked.
    /// - Throws: the sign-in errors of the credential; `invalidCredentials` when it belongs to
    ///   another account (or to none, for OAuth).
    package func reauthenticate(idToken: String, credential: AuthCredential) throws(AuthServiceError) -> AuthSession {
        let resolved = try resolve(credential)
        return try locked { store throws(AuthServiceError) in
            try store.reauthenticate(idToken: idToken, credential: resolved)
        }
    }

    /// Adds a login method: 2.x `link(with:)`. Linking a password to an anonymous account makes
    /// it permanent.
    /// - Throws: `operationNotAllowed`, `invalidProvider`, format errors, `weakPassword`,
    ///   `providerAlreadyLinked`, `emailAlreadyInUse`, `phoneAlreadyInUse`, `credentialAlreadyInUse`,
    ///   the verifier's errors.
    package func link(idToken: String, credential: AuthCredential) throws(AuthServiceError) -> AuthSession {
        let resolved = try resolve(credential)
        return try locked { store throws(AuthServiceError) in try store.link(idToken: idToken, credential: resolved) }
    }

    /// Removes the login method `providerID` ("password", "qq", "weixin", "weibo"): 2.x `unlink`. Sensitive.
    /// - Throws: `providerNotLinked`.
    package func unlink(idToken: String, providerID: String) throws(AuthServiceError) -> AuthUserRecord {
        try locked { store throws(AuthServiceError) in try store.unlink(idToken: idToken, providerID: providerID) }
    }

    /// Deletes the account: 2.x `WDGUser.delete`. Sensitive.
    package func deleteUser(idToken: String) throws(AuthServiceError) {
        try locked { store throws(AuthServiceError) in try store.deleteUser(idToken: idToken) }
    }
}
