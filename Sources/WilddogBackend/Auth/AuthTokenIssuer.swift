import Foundation
import WilddogEngine

/// Mints and checks the tokens of one app: custom tokens and ID tokens.
///
/// Custom tokens are signed with the app secret itself (HS256), as the 1.x and Wilddog server
/// SDKs do, or with the app's service-account key (RS256), as Firebase's Admin SDK does. ID
/// tokens carry Firebase's claims and are signed with the RS256 keys of the configuration
/// (`wilddog-server`) or, without them, with an HS256 key derived from the secret (HMAC-SHA256
/// of a fixed label; the in-process backend); either way no kind of token can pass for another.
package struct AuthTokenIssuer: Sendable, Equatable {
    /// Claim names the service writes itself; developer claims may not use them.
    package static let reservedClaimNames: Set<String> = [
        "iss", "aud", "sub", "uid", "provider", "auth_time", "iat", "exp", "nbf", "jti", "admin", "debug",
        "token_use", "gen", "email", "email_verified", "phone", "phone_verified", "phone_number", "name", "picture",
        "wilddog", "firebase", "user_id", "d", "v", "claims", "acr", "amr", "at_hash", "azp", "cnf", "c_hash", "nonce",
    ]

    package let appID: String
    private let secretBytes: [UInt8]
    private let idTokenKeys: AuthIDTokenKeys?
    private let serviceAccount: AuthServiceAccount?

    package init(appID: String, secret: String, idTokenKeys: AuthIDTokenKeys? = nil, serviceAccount: AuthServiceAccount? = nil) {
        self.appID = appID
        secretBytes = Array(secret.utf8)
        self.idTokenKeys = idTokenKeys
        self.serviceAccount = serviceAccount
    }

    /// The `iss` of this app's ID tokens, as Firebase writes it.
    package var issuerURL: String { "https://securetoken.google.com/\(appID)" }

    /// The HS256 ID token key, derived on use (an HMAC is cheap) so that a crypto failure is
    /// the failure of the operation that needed the key.
    private func derivedIDTokenKey() throws(CryptoFailure) -> [UInt8] {
        try Crypto.hmacSHA256(key: secretBytes, message: "wilddog-compat id token v1")
    }

    private func idTokenSigningKey() throws(CryptoFailure) -> JWTSigningKey {
        if let idTokenKeys { return .rs256(kid: idTokenKeys.signingKeyID, privateKey: idTokenKeys.signingKey) }
        return .hs256(try derivedIDTokenKey())
    }

    private func idTokenVerificationKeys() throws(CryptoFailure) -> JWTVerificationKeys {
        if let idTokenKeys { return .rs256(idTokenKeys.publicKeys) }
        return .hs256(try derivedIDTokenKey())
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

    /// Verifies a custom token's signature and times and reads its claims: an HS256 token
    /// signed with the app secret, or an RS256 one of the app's service account (whose `iss`,
    /// `sub`, `aud` and lifetime are checked as Firebase checks them).
    /// - Throws: `expiredToken` past `exp`; `tokenNotForThisApp` for a service-account token
    ///   made for another audience; `invalidToken` for anything else wrong.
    package func readCustomToken(_ token: String, now: Date) throws(AuthServiceError) -> AuthCustomTokenClaims {
        if let serviceAccount, Self.algorithm(of: token) == JWTCodec.rsaAlgorithm {
            let payload = try Self.checked { () throws(JWTError) in
                let payload = try JWTCodec.verify(token, keys: .rs256([serviceAccount.keyID: serviceAccount.publicKey]))
                try JWTCodec.validateTimes(of: payload, now: now)
                return payload
            }
            guard payload["aud"]?.stringValue == AuthServiceAccount.customTokenAudience else {
                throw .tokenNotForThisApp(detail: "the custom token's audience is not the Identity Toolkit")
            }
            guard payload["iss"]?.stringValue == serviceAccount.clientEmail,
                  payload["sub"]?.stringValue == serviceAccount.clientEmail,
                  let issuedAt = payload["iat"]?.doubleValue, let expiry = payload["exp"]?.doubleValue,
                  expiry - issuedAt <= AuthServiceAccount.maxCustomTokenLifetime
            else { throw .invalidToken(detail: "a service-account custom token needs iss = sub = the account, iat and exp within an hour") }
            var claims = payload
            for name in ["iss", "sub", "aud"] { claims[name] = nil }
            return try AuthCustomTokenClaims(payload: claims)
        }
        let payload = try Self.checked { () throws(JWTError) in
            let payload = try JWTCodec.verify(token, key: secretBytes)
            try JWTCodec.validateTimes(of: payload, now: now)
            return payload
        }
        return try AuthCustomTokenClaims(payload: payload)
    }

    /// The `alg` a token's header names, if it has a readable one.
    private static func algorithm(of token: String) -> String? {
        guard token.utf8.count <= JWTCodec.maxTokenLength, let bytes = JWTSegments(token)?.headerBytes else { return nil }
        return JWTCodec.parseBounded(bytes)?["alg"]?.stringValue
    }

    /// Signs an ID token with `claims` (the caller builds them with `idTokenClaims`).
    /// - Throws: `failure` when the crypto library fails.
    package func signIDToken(_ claims: [String: AuthJSON]) throws(AuthServiceError) -> String {
        try AuthServiceError.crypto { () throws(CryptoFailure) in
            try JWTCodec.sign(claims: claims, with: try idTokenSigningKey())
        }
    }

    /// The claims of an ID token of `user`: Firebase's (`iss`, `aud`, `sub` = `user_id`,
    /// `auth_time`, `iat`, `exp`, `email`, `email_verified`, `phone_number`, `name`, `picture`,
    /// `firebase.sign_in_provider`, `firebase.identities`), the 1.x ones (`uid`, `provider`),
    /// the account's token generation (`gen`), and the developer claims at the top level.
    package func idTokenClaims(
        user: AuthUserRecord, provider: String, authTime: Date, issuedAt: Date, lifetime: TimeInterval,
        admin: Bool, debug: Bool, developerClaims: [String: AuthJSON]
    ) -> [String: AuthJSON] {
        var claims = developerClaims.filter { !Self.reservedClaimNames.contains($0.key) }
        claims["iss"] = .string(issuerURL)
        claims["aud"] = .string(appID)
        claims["sub"] = .string(user.uid)
        claims["user_id"] = .string(user.uid)
        claims["uid"] = .string(user.uid)
        claims["provider"] = .string(provider)
        claims["auth_time"] = .int(JWTCodec.numericDate(authTime))
        claims["iat"] = .int(JWTCodec.numericDate(issuedAt))
        claims["exp"] = .int(JWTCodec.numericDate(issuedAt.addingTimeInterval(lifetime)))
        claims["gen"] = .int(Int64(user.tokenGeneration))
        var identities: [String: AuthJSON] = [:]
        if let email = user.email {
            claims["email"] = .string(email)
            claims["email_verified"] = .bool(user.emailVerified)
            identities["email"] = .array([.string(email)])
        }
        if let phone = user.phone {
            claims["phone"] = .string(phone)
            claims["phone_verified"] = .bool(user.phoneVerified)
            let e164 = phone.hasPrefix("+") ? phone : "+86" + phone
            claims["phone_number"] = .string(e164)
            identities["phone"] = .array([.string(e164)])
        }
        if let name = user.displayName { claims["name"] = .string(name) }
        if let picture = user.photoURL { claims["picture"] = .string(picture) }
        for linked in user.oauthProviders {
            identities[linked.providerID] = .array([.string(linked.uid)])
        }
        claims["firebase"] = .object(["identities": .object(identities), "sign_in_provider": .string(provider)])
        if admin { claims["admin"] = .bool(true) }
        if debug { claims["debug"] = .bool(true) }
        return claims
    }

    /// Verifies an ID token of this app and returns its claims.
    ///
    /// - Parameter allowExpired: accept a token past `exp` (reauthentication of a stale session).
    /// - Throws: `expiredToken`; `tokenNotForThisApp` when issued for another app id;
    ///   `invalidToken` for anything else wrong (signature, algorithm, issuer, claims).
    package func verifyIDToken(_ token: String, now: Date, allowExpired: Bool = false) throws(AuthServiceError) -> [String: AuthJSON] {
        let claims = try Self.checked { () throws(JWTError) in
            let keys: JWTVerificationKeys
            do throws(CryptoFailure) { keys = try idTokenVerificationKeys() } catch { throw .cryptoFailure(error) }
            let claims = try JWTCodec.verify(token, keys: keys)
            do throws(JWTError) {
                try JWTCodec.validateTimes(of: claims, now: now)
            } catch {
                // An expired token is accepted on request; the signature was checked above.
                guard error == .expired, allowExpired else { throw error }
            }
            return claims
        }
        guard claims["aud"]?.stringValue == appID else {
            throw .tokenNotForThisApp(detail: "the token's audience is \(claims["aud"]?.stringValue ?? "missing")")
        }
        guard claims["iss"]?.stringValue == issuerURL else { throw .invalidToken(detail: "not an ID token of this app") }
        guard let uid = claims["sub"]?.stringValue, !uid.isEmpty, claims["uid"]?.stringValue == uid,
              claims["provider"]?.stringValue != nil, claims["auth_time"]?.doubleValue != nil,
              claims["gen"]?.int64Value != nil
        else { throw .invalidToken(detail: "the ID token lacks sub, uid, provider, auth_time or gen") }
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
