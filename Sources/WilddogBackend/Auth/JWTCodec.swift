import Foundation
import WilddogEngine

/// Encodes and verifies HS256 JSON Web Tokens (RFC 7519 with an RFC 7515 compact JWS).
package enum JWTCodec {
    /// The only algorithm accepted and produced.
    package static let algorithm = "HS256"
    /// The longest token accepted, in bytes: far above any token the service mints, far below
    /// what would make checking it costly.
    package static let maxTokenLength = 8192
    /// The deepest nesting of arrays and objects accepted in a header or payload.
    package static let maxNesting = 32

    /// Signs `claims` with HMAC-SHA256 under `key` and returns the compact token.
    /// - Throws: when the crypto library fails.
    package static func sign(claims: [String: AuthJSON], key: [UInt8]) throws(CryptoFailure) -> String {
        let header: AuthJSON = .object(["alg": .string(algorithm), "typ": .string("JWT")])
        let signingInput = Crypto.base64URLEncode(header.jsonBytes()) + "."
            + Crypto.base64URLEncode(AuthJSON.object(claims).jsonBytes())
        return signingInput + "." + Crypto.base64URLEncode(try Crypto.hmacSHA256(key: key, message: signingInput))
    }

    /// Checks the structure, algorithm and signature of `token` and returns its claims.
    ///
    /// Times are not checked here; call `validateTimes(of:now:)` afterwards.
    package static func verify(_ token: String, key: [UInt8]) throws(JWTError) -> [String: AuthJSON] {
        guard token.utf8.count <= maxTokenLength else { throw .malformed("the token is longer than \(maxTokenLength) bytes") }
        let segments = token.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count == 3 else { throw .malformed("a JWT has three dot-separated segments") }
        guard let headerBytes = Crypto.base64URLDecode(String(segments[0])),
              let header = parseBounded(headerBytes)?.objectValue
        else { throw .malformed("the header is not a base64url JSON object") }
        guard let alg = header["alg"]?.stringValue, alg == algorithm else {
            throw .unsupportedAlgorithm(header["alg"]?.stringValue ?? "missing")
        }
        if let typ = header["typ"], typ.stringValue?.uppercased() != "JWT" {
            throw .malformed("the header type is not JWT")
        }
        guard let signature = Crypto.base64URLDecode(String(segments[2])) else {
            throw .malformed("the signature is not base64url")
        }
        let expected: [UInt8]
        do throws(CryptoFailure) {
            expected = try Crypto.hmacSHA256(key: key, message: String(segments[0]) + "." + String(segments[1]))
        } catch {
            throw .cryptoFailure(error)
        }
        guard Crypto.constantTimeEqual(signature, expected) else { throw .badSignature }
        guard let payloadBytes = Crypto.base64URLDecode(String(segments[1])),
              let claims = parseBounded(payloadBytes)?.objectValue
        else { throw .malformed("the payload is not a base64url JSON object") }
        return claims
    }

    /// Parses JSON text nested at most `maxNesting` deep (checked before parsing).
    static func parseBounded(_ bytes: [UInt8]) -> AuthJSON? {
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
