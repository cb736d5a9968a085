import Foundation

/// ID tokens: refreshing, verifying for the rules, and minting custom tokens.
extension AuthService {
    /// A new ID token for the session of `refreshToken`, same auth time: behind 2.x `getToken`
    /// once the current token expired.
    /// - Throws: `invalidToken` (unknown or revoked refresh token), `userNotFound`, `userDisabled`.
    package func refresh(refreshToken: String) throws(AuthServiceError) -> AuthSession {
        try locked { store throws(AuthServiceError) in try store.refresh(refreshToken: refreshToken) }
    }

    /// The claims of a valid ID token of a live, enabled account.
    /// - Throws: `expiredToken`, `invalidToken`, `tokenNotForThisApp`, `tokenRevoked`,
    ///   `userNotFound`, `userDisabled`.
    package func verifyIDToken(_ idToken: String) throws(AuthServiceError) -> [String: AuthJSON] {
        try locked { store throws(AuthServiceError) in try store.authenticate(idToken: idToken).claims }
    }

    /// The rules' `auth` variable for the token an app presents: the app secret (admin, rules
    /// bypassed) or an ID token. No token at all means `auth == null`; that is the caller's case.
    /// - Throws: as `verifyIDToken(_:)`.
    package func rulesAuth(forToken token: String) throws(AuthServiceError) -> AuthRulesAuth {
        try locked { store throws(AuthServiceError) in try store.rulesAuth(token: token) }
    }

    /// A custom token signed with the app secret, as the server SDK mints it (for tests and
    /// `WilddogServer`).
    package func mintCustomToken(
        uid: String, claims: [String: AuthJSON] = [:], admin: Bool = false, debug: Bool = false,
        lifetime: TimeInterval? = 3600
    ) throws(AuthServiceError) -> String {
        // Only the issuer and the time come from the store; encoding and signing need no lock.
        let (issuer, issuedAt) = store.withLock { ($0.issuer, $0.now) }
        return try issuer.mintCustomToken(
            uid: uid, developerClaims: claims, admin: admin, debug: debug, issuedAt: issuedAt, lifetime: lifetime)
    }
}
