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
        let (issuer, now) = store.withLock { ($0.issuer, $0.now) }
        if issuer.isAppSecret(token) { return AuthStore.secretRulesAuth }
        let claims: VerifiedClaims
        do throws(AuthServiceError) {
            claims = try verifiedOutsideLock(token)
        } catch {
            // Not an ID token of this app: a custom token signed with the secret, presented
            // as is (as 1.x clients and a network server's clients do), also passes.
            guard case .invalidToken = error else { throw error }
            let idTokenError = error
            do throws(AuthServiceError) {
                return Self.rulesAuth(try issuer.readCustomToken(token, now: now))
            } catch {
                // A custom token whose signature checked out but has expired says so; any
                // other failure reports why the token is not a valid ID token.
                if case .expiredToken = error { throw error }
                throw idTokenError
            }
        }
        return try locked { store throws(AuthServiceError) in try store.rulesAuth(claims: claims) }
    }

    /// The rules' `auth` of a custom token presented as a credential: its uid and developer
    /// claims (`auth.token.<name>`), admin when the token says so.
    private static func rulesAuth(_ custom: AuthCustomTokenClaims) -> AuthRulesAuth {
        var token = custom.developerClaims
        token["uid"] = .string(custom.uid)
        token["provider"] = .string(AuthProviderID.custom)
        if let exp = custom.expiresAt { token["exp"] = .double(exp) }
        if custom.admin { token["admin"] = .bool(true) }
        if custom.debug { token["debug"] = .bool(true) }
        return AuthRulesAuth(uid: custom.uid, provider: AuthProviderID.custom, token: token, isAdmin: custom.admin)
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
