import Foundation
import WilddogEngine

/// Encodes and verifies JSON Web Tokens (RFC 7519 with an RFC 7515 compact JWS): HS256 under
/// a shared key, RS256 under RSA keys named by `kid`. A token verifies only under keys of the
/// algorithm the caller expects, so `alg: none` and algorithm confusion are refused.
package enum JWTCodec {
    /// The HMAC algorithm.
    package static let algorithm = "HS256"
    /// The RSA algorithm.
    package static let rsaAlgorithm = "RS256"
    /// The longest token accepted, in bytes: far above any token the service mints, far below
    /// what would make checking it costly.
    package static let maxTokenLength = 8192
    /// The deepest nesting of arrays and objects accepted in a header or payload.
    package static let maxNesting = 32

    /// Signs `claims` with HMAC-SHA256 under `key` and returns the compact token.
    /// - Throws: when the crypto library fails.
    package static func sign(claims: [String: AuthJSON], key: [UInt8]) throws(CryptoFailure) -> String {
        try sign(claims: claims, with: .hs256(key))
    }

    /// Signs `claims` with `key` and returns the compact token (an RS256 header names the key's `kid`).
    /// - Throws: when the crypto library fails.
    package static func sign(claims: [String: AuthJSON], with key: JWTSigningKey) throws(CryptoFailure) -> String {
        var header: [String: AuthJSON] = ["typ": .string("JWT")]
        switch key {
        case .hs256: header["alg"] = .string(algorithm)
        case .rs256(let kid, _):
            header["alg"] = .string(rsaAlgorithm)
            header["kid"] = .string(kid)
        }
        let signingInput = Crypto.base64URLEncode(AuthJSON.object(header).jsonBytes()) + "."
            + Crypto.base64URLEncode(AuthJSON.object(claims).jsonBytes())
        let signature: [UInt8]
        switch key {
        case .hs256(let secret): signature = try Crypto.hmacSHA256(key: secret, message: signingInput)
        case .rs256(_, let privateKey): signature = try Crypto.rsaSHA256Sign(privateKey: privateKey, message: Array(signingInput.utf8))
        }
        return signingInput + "." + Crypto.base64URLEncode(signature)
    }

    /// Checks the structure, algorithm and HS256 signature of `token` and returns its claims.
    package static func verify(_ token: String, key: [UInt8]) throws(JWTError) -> [String: AuthJSON] {
        try verify(token, keys: .hs256(key))
    }

    /// Checks the structure, algorithm (that of `keys`) and signature of `token` and returns
    /// its claims. Times are not checked here; call `validateTimes(of:now:)` afterwards.
    package static func verify(_ token: String, keys: JWTVerificationKeys) throws(JWTError) -> [String: AuthJSON] {
        guard token.utf8.count <= maxTokenLength else { throw .malformed("the token is longer than \(maxTokenLength) bytes") }
        guard let segments = JWTSegments(token) else { throw .malformed("a JWT has three dot-separated segments") }
        guard let headerBytes = segments.headerBytes, let header = parseBounded(headerBytes)?.objectValue
        else { throw .malformed("the header is not a base64url JSON object") }
        let expected = keys.algorithm
        guard let alg = header["alg"]?.stringValue, alg == expected else {
            throw .unsupportedAlgorithm(header["alg"]?.stringValue ?? "missing")
        }
        if let typ = header["typ"], typ.stringValue?.uppercased() != "JWT" {
            throw .malformed("the header type is not JWT")
        }
        guard let signature = segments.signatureBytes else { throw .malformed("the signature is not base64url") }
        let signingInput = segments.signingInput
        let valid: Bool
        do throws(CryptoFailure) {
            switch keys {
            case .hs256(let secret):
                valid = Crypto.constantTimeEqual(signature, try Crypto.hmacSHA256(key: secret, message: signingInput))
            case .rs256(let publicKeys):
                // An unknown key id is a signature no key of this issuer made.
                if let kid = header["kid"]?.stringValue, let publicKey = publicKeys[kid] {
                    valid = try Crypto.rsaSHA256Verify(publicKey: publicKey, message: Array(signingInput.utf8), signature: signature)
                } else {
                    valid = false
                }
            }
        } catch {
            throw .cryptoFailure(error)
        }
        guard valid else { throw .badSignature }
        guard let payloadBytes = segments.payloadBytes, let claims = parseBounded(payloadBytes)?.objectValue
        else { throw .malformed("the payload is not a base64url JSON object") }
        return claims
    }

    /// Parses JSON text nested at most `maxNesting` deep (checked before parsing).
    package static func parseBounded(_ bytes: [UInt8]) -> AuthJSON? {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maxNesting { return nil }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return AuthJSON.parse(bytes)
    }

    /// Checks `exp`, `nbf` and `iat` of `claims` against `now` (all optional, seconds since 1970).
    package static func validateTimes(of claims: [String: AuthJSON], now: Date) throws(JWTError) {
        let seconds = now.timeIntervalSince1970
        for name in ["exp", "nbf", "iat"] where claims[name] != nil && claims[name]?.doubleValue == nil {
            throw .malformed("the \(name) claim is not a number")
        }
        if let expiry = claims["exp"]?.doubleValue, seconds >= expiry { throw .expired }
        if let notBefore = claims["nbf"]?.doubleValue, seconds < notBefore { throw .notYetValid }
    }

    /// Whole seconds since 1970 of `date`, the unit of JWT numeric dates.
    package static func numericDate(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}
