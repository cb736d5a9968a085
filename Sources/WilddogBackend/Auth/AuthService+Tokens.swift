import Foundation
import WilddogEngine

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
        let claims = try verifiedOutsideLock(idToken)
        return try locked { store throws(AuthServiceError) in try store.authenticate(claims: claims).claims }
    }

    /// The rules' `auth` variable for the token an app presents: the app secret (admin, rules
    /// bypassed) or an ID token. No token at all means `auth == null`; that is the caller's case.
    /// - Throws: as `verifyIDToken(_:)`.
    package func rulesAuth(forToken token: String) throws(AuthServiceError) -> AuthRulesAuth {
        let issuer = store.withLock { $0.issuer }
        if issuer.isAppSecret(token) { return AuthStore.secretRulesAuth }
        let claims = try verifiedOutsideLock(token)
        return try locked { store throws(AuthServiceError) in try store.rulesAuth(claims: claims) }
    }

    /// The claims of an ID token, its signature and times checked without holding the lock
    /// (the token is untrusted input). A token checked under a secret that has changed since is
    /// checked again.
    private func verifiedOutsideLock(_ token: String) throws(AuthServiceError) -> VerifiedClaims {
        let (issuer, now) = store.withLock { ($0.issuer, $0.now) }
        return VerifiedClaims(claims: try issuer.verifyIDToken(token, now: now), issuer: issuer, token: token)
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
