import Foundation
import WilddogEngine

/// Sessions: minting ID tokens, refreshing them, and checking them for operations and rules.
extension AuthStore {
    static func refreshKey(_ refreshToken: String) throws(AuthServiceError) -> String {
        Crypto.hex(try AuthServiceError.crypto { () throws(CryptoFailure) in try Crypto.sha256(refreshToken) })
    }

    /// Records a sign-in of `record` now and opens a session for it.
    mutating func signedIn(
        _ record: AuthUserRecord, provider: String, admin: Bool = false, debug: Bool = false,
        developerClaims: [String: AuthJSON] = [:]
    ) throws(AuthServiceError) -> AuthSession {
        var record = record
        let signInTime = now
        record.lastSignInAt = signInTime
        save(record)
        return try startSession(
            record, provider: provider, authTime: signInTime, admin: admin, debug: debug,
            developerClaims: developerClaims)
    }

    /// Opens a new session (new refresh token) for `record` without recording a sign-in.
    mutating func startSession(
        _ record: AuthUserRecord, provider: String, authTime: Date, admin: Bool, debug: Bool,
        developerClaims: [String: AuthJSON]
    ) throws(AuthServiceError) -> AuthSession {
        let refreshToken = try random.token(byteCount: 32)
        let entry = AuthRefreshEntry(
            uid: record.uid, provider: provider, authTime: authTime, admin: admin, debug: debug,
            developerClaims: developerClaims)
        let key = try Self.refreshKey(refreshToken)
        refreshEntries[key] = entry
        changed.sessions.insert(key)
        return try session(entry, record: record, refreshToken: refreshToken)
    }

    /// Opens a new session that continues the one `claims` belong to (same provider, auth
    /// time and developer claims), after a change that alters the claims or revoked tokens.
    mutating func continueSession(_ record: AuthUserRecord, claims: [String: AuthJSON]) throws(AuthServiceError) -> AuthSession {
        try startSession(
            record, provider: claims["provider"]?.stringValue ?? record.creationProviderID,
            authTime: Date(timeIntervalSince1970: claims["auth_time"]?.doubleValue ?? now.timeIntervalSince1970),
            admin: claims["admin"]?.boolValue ?? false, debug: claims["debug"]?.boolValue ?? false,
            developerClaims: AuthTokenIssuer.developerClaims(of: claims))
    }

    private func session(_ entry: AuthRefreshEntry, record: AuthUserRecord, refreshToken: String) throws(AuthServiceError) -> AuthSession {
        let issuedAt = now
        let claims = issuer.idTokenClaims(
            user: record, provider: entry.provider, authTime: entry.authTime, issuedAt: issuedAt,
            lifetime: configuration.idTokenLifetime, admin: entry.admin, debug: entry.debug,
            developerClaims: entry.developerClaims)
        return AuthSession(
            user: record, provider: entry.provider, idToken: try issuer.signIDToken(claims), refreshToken: refreshToken,
            issuedAt: issuedAt,
            expiresAt: Date(timeIntervalSince1970: claims["exp"]?.doubleValue ?? issuedAt.timeIntervalSince1970),
            authTime: entry.authTime, claims: claims, isAdmin: entry.admin,
            providerData: record.oauthProvider(entry.provider)?.profile ?? [:])
    }

    /// The session of the raw app secret: admin, no account, no expiry, no refresh token.
    func secretSession() -> AuthSession {
        let signInTime = now
        return AuthSession(
            user: nil, provider: AuthProviderID.custom, idToken: configuration.appSecret, refreshToken: "",
            issuedAt: signInTime, expiresAt: .distantFuture, authTime: signInTime,
            claims: ["admin": .bool(true), "provider": .string(AuthProviderID.custom)],
            isAdmin: true, providerData: [:])
    }

    /// A fresh ID token for the session of `refreshToken` (same refresh token, same auth time).
    ///
    /// - Throws: as Firebase answers: `invalidToken` for a token it does not know,
    ///   `userNotFound` when the account was deleted, `userDisabled` when it is disabled,
    ///   `tokenRevoked` (`TOKEN_EXPIRED`) when a revocation ended the session.
    mutating func refresh(refreshToken: String) throws(AuthServiceError) -> AuthSession {
        guard let entry = refreshEntries[try Self.refreshKey(refreshToken)] else {
            throw .invalidToken(detail: "unknown refresh token")
        }
        guard let record = users[entry.uid] else { throw .userNotFound(detail: "uid \(entry.uid)") }
        guard !record.disabled else { throw .userDisabled(detail: "uid \(record.uid) is disabled") }
        guard entry.endedAt == nil else { throw .tokenRevoked(detail: "the session was revoked; sign in again") }
        return try session(entry, record: record, refreshToken: refreshToken)
    }

    /// Verifies an ID token for an operation on its own account.
    ///
    /// - Parameter allowStale: accept an expired or revoked token (reauthentication).
    /// - Throws: `expiredToken`, `invalidToken`, `tokenNotForThisApp`, `tokenRevoked`,
    ///   `userNotFound`, `userDisabled`.
    func authenticate(idToken: String, allowStale: Bool = false) throws(AuthServiceError)
        -> (record: AuthUserRecord, claims: [String: AuthJSON])
    {
        let claims = try issuer.verifyIDToken(idToken, now: now, allowExpired: allowStale)
        return try account(for: claims, allowStale: allowStale)
    }

    /// The live, enabled account a verified ID token names, if the token was not revoked.
    private func account(for claims: [String: AuthJSON], allowStale: Bool = false) throws(AuthServiceError)
        -> (record: AuthUserRecord, claims: [String: AuthJSON])
    {
        let uid = claims["uid"]?.stringValue ?? ""
        guard let record = users[uid] else { throw .userNotFound(detail: "uid \(uid)") }
        if !allowStale, claims["gen"]?.int64Value != Int64(record.tokenGeneration) {
            throw .tokenRevoked(detail: "the token was revoked; sign in again")
        }
        guard !record.disabled else { throw .userDisabled(detail: "uid \(uid) is disabled") }
        return (record, claims)
    }

    /// Checks the account behind claims verified outside the lock.
    func authenticate(claims verified: VerifiedClaims) throws(AuthServiceError) -> (record: AuthUserRecord, claims: [String: AuthJSON]) {
        // The app secret changed in between: check the token with the current one (it is bounded).
        guard verified.issuer == issuer else { return try authenticate(idToken: verified.token) }
        return try account(for: verified.claims)
    }

    /// - Throws: `credentialTooOld` when the session's sign-in is older than the recent-sign-in window.
    func requireRecentSignIn(_ claims: [String: AuthJSON]) throws(AuthServiceError) {
        let authTime = claims["auth_time"]?.doubleValue ?? 0
        let age = now.timeIntervalSince1970 - authTime
        guard age <= configuration.recentSignInWindow else {
            throw .credentialTooOld(detail: "signed in \(Int(age)) s ago; reauthenticate")
        }
    }

    /// The rules' `auth` of the app secret: admin.
    static let secretRulesAuth = AuthRulesAuth(
        uid: AuthSession.secretAdminUID, provider: AuthProviderID.custom, token: ["admin": .bool(true)], isAdmin: true)

    /// The rules' `auth` for a valid ID token of a live account.
    func rulesAuth(claims verified: VerifiedClaims) throws(AuthServiceError) -> AuthRulesAuth {
        let (_, claims) = try authenticate(claims: verified)
        return AuthRulesAuth(
            uid: claims["uid"]?.stringValue ?? "", provider: claims["provider"]?.stringValue ?? "",
            token: claims, isAdmin: claims["admin"]?.boolValue ?? false)
    }
}
