import WilddogEngine

/// Creating accounts and signing in (2.x `WDGAuth`, 1.x `Wilddog.auth…`).
extension AuthService {
    /// Creates an email/password account without signing in: 1.x `createUser` (the value
    /// form hands back `["uid": record.uid]`).
    /// - Throws: `operationNotAllowed`, `invalidEmail`, `weakPassword`, `emailAlreadyInUse`.
    package func createUser(email: String, password: String) throws(AuthServiceError) -> AuthUserRecord {
        try locked { store throws(AuthServiceError) in try store.createUser(email: email, password: password) }
    }

    /// Creates an email/password account and signs it in: 2.x `createUser(withEmail:password:)`.
    /// - Throws: as `createUser(email:password:)`.
    package func createUserAndSignIn(email: String, password: String) throws(AuthServiceError) -> AuthSession {
        try locked { store throws(AuthServiceError) in
            let record = try store.createUser(email: email, password: password)
            return try store.signedIn(record, provider: AuthProviderID.password)
        }
    }

    /// Creates a phone/password account and signs it in: 2.x `createUser(withPhone:password:)`.
    /// - Throws: `operationNotAllowed`, `weakPassword`, `invalidPhone`, `phoneAlreadyInUse`.
    package func createUserAndSignIn(phone: String, password: String) throws(AuthServiceError) -> AuthSession {
        try locked { store throws(AuthServiceError) in
            let record = try store.createUser(phone: phone, password: password)
            return try store.signedIn(record, provider: AuthProviderID.password)
        }
    }

    /// Signs in with email and password: 2.x `signIn(withEmail:password:)`, 1.x `authUser`.
    /// - Throws: `operationNotAllowed`, `invalidEmail`, `invalidUser`, `wrongPassword`, `userDisabled`.
    package func signIn(email: String, password: String) throws(AuthServiceError) -> AuthSession {
        try signIn(with: .emailPassword(email: email, password: password))
    }

    /// Signs in with phone and password: 2.x `signIn(withPhone:password:)`.
    /// - Throws: `operationNotAllowed`, `invalidPhone`, `invalidUser`, `wrongPassword`, `userDisabled`.
    package func signIn(phone: String, password: String) throws(AuthServiceError) -> AuthSession {
        try signIn(with: .phonePassword(phone: phone, password: password))
    }

    /// Signs in with a credential: 2.x `signIn(with:)`, 1.x `authWithOAuthProvider` (wrap the
    /// `OAuthCredential.legacy(…)` result). An OAuth identity seen for the first time gets a new
    /// account whose uid is `OAuthIdentity.derivedUID`.
    /// - Throws: the password errors above; for OAuth `invalidProvider`, `operationNotAllowed`,
    ///   the verifier's `invalidArguments` / `invalidCredentials` / `providerError`, `userDisabled`.
    package func signIn(with credential: AuthCredential) throws(AuthServiceError) -> AuthSession {
        let resolved = try resolve(credential)
        return try locked { store throws(AuthServiceError) in try store.signIn(resolved) }
    }

    /// Signs in as a new anonymous account: 2.x `signInAnonymously`, 1.x `authAnonymously`.
    ///
    /// Replacing a signed-in anonymous user, as 2.x documents, is the client's part: it drops
    /// its current session and keeps the new one.
    /// - Throws: `operationNotAllowed`.
    package func signInAnonymously() throws(AuthServiceError) -> AuthSession {
        try locked { store throws(AuthServiceError) in try store.signInAnonymously() }
    }

    /// Signs in with a custom token: 2.x `signIn(withCustomToken:)`, 1.x `authWithCustomToken`.
    ///
    /// Accepts (1) the raw app secret: an admin session with no account (1.x); (2) a custom
    /// token signed with the app secret (`AuthCustomTokenClaims` formats), creating the account
    /// `uid` on first use; `admin: true` makes the session bypass rules; (3) an unexpired ID token
    /// of this app, which resumes that session (1.x apps re-authenticated with `WAuthData.token`).
    /// - Throws: `operationNotAllowed` (not for the secret), `invalidToken`, `expiredToken`, `userDisabled`.
    package func signIn(customToken: String) throws(AuthServiceError) -> AuthSession {
        try locked { store throws(AuthServiceError) in try store.signIn(customToken: customToken) }
    }

    /// The provider ids of the account with `email` ([] when none): 2.x `fetchProviders(forEmail:)`.
    /// - Throws: `invalidEmail`.
    package func fetchProviders(forEmail email: String) throws(AuthServiceError) -> [String] {
        try locked { store throws(AuthServiceError) in try store.fetchProviders(email: email) }
    }
}
