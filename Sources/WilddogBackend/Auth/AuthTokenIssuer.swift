import Foundation
import WilddogEngine

/// Mints and checks the tokens of one app: custom tokens and ID tokens.
///
/// Custom tokens are signed with the app secret itself, as the server SDKs do. ID tokens are
/// signed with a key derived from it (HMAC-SHA256 of a fixed label), so neither kind of token
/// can ever pass for the other.
package struct AuthTokenIssuer: Sendable, Equatable {
    /// The `iss` of every ID token.
    package static let issuer = "wilddog-compat-auth"
    /// Claim names the service writes itself; developer claims may not use them.
    package static let reservedClaimNames: Set<String> = [
        "iss", "aud", "sub", "uid", "provider", "auth_time", "iat", "exp", "nbf", "jti", "admin", "debug",
        "token_use", "gen", "email", "email_verified", "phone", "phone_verified", "wilddog", "firebase",
        "user_id", "d", "v", "claims",
    ]

    package let appID: String
    private let secretBytes: [UInt8]

    package init(appID: String, secret: String) {
        self.appID = appID
        secretBytes = Array(secret.utf8)
    }

    /// The ID token signing key, derived on use (an HMAC is cheap) so that a crypto failure is
    /// the failure of the operation that needed the key.
    private func idTokenKey() throws(CryptoFailure) -> [UInt8] {
        try Crypto.hmacSHA256(key: secretBytes, message: "wilddog-compat id token v1")
    }

    /// True when `token` is the app secret itself (compared in constant time).
    package func isAppSecret(_ token: String) -> Bool {
        Crypto.constantTimeEqual(Array(token.utf8), secretBytes)
    }

    /// A custom token for `uid`, as a server SDK would mint it with the app secret.
    package func mintCustomToken(
        uid: String, developerClaims: [String: AuthJSON] = [:], admin: Bool = false, debug: Bool = false,
        issuedAt: Date, lifetime: TimeInterval? = 3600
    ) throws(AuthServiceError) -> String {
        var claims: [String: AuthJSON] = ["uid": .string(uid), "iat": .int(JWTCodec.numericDate(issuedAt))]
        if !developerClaims.isEmpty { claims["claims"] = .object(developerClaims) }
        if admin { claims["admin"] = .bool(true) }
        if debug { claims["debug"] = .bool(true) }
        if let lifetime { claims["exp"] = .int(JWTCodec.numericDate(issuedAt.addingTimeInterval(lifetime))) }
        return try AuthServiceError.crypto { () throws(CryptoFailure) in try JWTCodec.sign(claims: claims, key: secretBytes) }
    }

    /// Verifies a custom token's signature and times and reads its claims.
    /// - Throws: `expiredToken` past `exp`; `invalidToken` for anything else wrong.
    package func readCustomToken(_ token: String, now: Date) throws(AuthServiceError) -> AuthCustomTokenClaims {
        let payload = try Self.checked { () throws(JWTError) in
            let payload = try JWTCodec.verify(token, key: secretBytes)
            try JWTCodec.validateTimes(of: payload, now: now)
            return payload
        }
        return try AuthCustomTokenClaims(payload: payload)
    }

    /// Signs an ID token with `claims` (the caller builds them with `idTokenClaims`).
    /// - Throws: `failure` when the crypto library fails.
    package func signIDToken(_ claims: [String: AuthJSON]) throws(AuthServiceError) -> String {
        try AuthServiceError.crypto { () throws(CryptoFailure) in try JWTCodec.sign(claims: claims, key: try idTokenKey()) }
    }

    /// The claims of an ID token of `user`, stamped with its current token generation.
    package func idTokenClaims(
        user: AuthUserRecord, provider: String, authTime: Date, issuedAt: Date, lifetime: TimeInterval,
        admin: Bool, debug: Bool, developerClaims: [String: AuthJSON]
    ) -> [String: AuthJSON] {
        var claims = developerClaims.filter { !Self.reservedClaimNames.contains($0.key) }
        claims["iss"] = .string(Self.issuer)
        claims["aud"] = .string(appID)
        claims["token_use"] = .string("id")
        claims["sub"] = .string(user.uid)
        claims["uid"] = .string(user.uid)
        claims["provider"] = .string(provider)
        claims["auth_time"] = .int(JWTCodec.numericDate(authTime))
        claims["iat"] = .int(JWTCodec.numericDate(issuedAt))
        claims["exp"] = .int(JWTCodec.numericDate(issuedAt.addingTimeInterval(lifetime)))
        claims["gen"] = .int(Int64(user.tokenGeneration))
        if let email = user.email {
            claims["email"] = .string(email)
            claims["email_verified"] = .bool(user.emailVerified)
        }
        if let phone = user.phone {
            claims["phone"] = .string(phone)
            claims["phone_verified"] = .bool(user.phoneVerified)
        }
        if admin { claims["admin"] = .bool(true) }
        if debug { claims["debug"] = .bool(true) }
        return claims
    }

    /// Verifies an ID token of this app and returns its claims.
    ///
    /// - Parameter allowExpired: accept a token past `exp` (reauthentication of a stale session).
    /// - Throws: `expiredToken`; `tokenNotForThisApp` when signed for another app id;
    ///   `invalidToken` for anything else wrong.
    package func verifyIDToken(_ token: String, now: Date, allowExpired: Bool = false) throws(AuthServiceError) -> [String: AuthJSON] {
        let claims = try Self.checked { () throws(JWTError) in
            let key: [UInt8]
            do throws(CryptoFailure) { key = try idTokenKey() } catch { throw .cryptoFailure(error) }
            let claims = try JWTCodec.verify(token, key: key)
            do throws(JWTError) {
                try JWTCodec.validateTimes(of: claims, now: now)
            } catch {
                // An expired token is accepted on request; the signature was checked above.
                guard error == .expired, allowExpired else { throw error }
            }
            return claims
        }
        guard claims["token_use"]?.stringValue == "id", claims["iss"]?.stringValue == Self.issuer else {
            throw .invalidToken(detail: "not an ID token")
        }
        guard claims["aud"]?.stringValue == appID else {
            throw .tokenNotForThisApp(detail: "the token's audience is \(claims["aud"]?.stringValue ?? "missing")")
        }
        guard let uid = claims["uid"]?.stringValue, !uid.isEmpty, claims["provider"]?.stringValue != nil,
              claims["auth_time"]?.doubleValue != nil, claims["gen"]?.int64Value != nil
        else { throw .invalidToken(detail: "the ID token lacks uid, provider, auth_time or gen") }
        return claims
    }

    /// The developer claims carried by an ID token (everything the service did not write).
    package static func developerClaims(of claims: [String: AuthJSON]) -> [String: AuthJSON] {
        claims.filter { !reservedClaimNames.contains($0.key) }
    }

    private static func checked<T>(_ body: () throws(JWTError) -> T) throws(AuthServiceError) -> T {
        do throws(JWTError) {
            return try body()
        } catch {
            switch error {
            case .expired: throw .expiredToken(detail: "the token has expired")
            case .notYetValid: throw .invalidToken(detail: "the token is not valid yet (nbf)")
            case .badSignature: throw .invalidToken(detail: "the token's signature does not match")
            case .unsupportedAlgorithm(let name): throw .invalidToken(detail: "unsupported JWT algorithm \(name)")
            case .malformed(let reason): throw .invalidToken(detail: reason)
            case .cryptoFailure(let failure): throw .failure(detail: failure.description)
            }
        }
    }
}
