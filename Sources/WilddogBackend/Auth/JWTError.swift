import WilddogEngine

/// Why a JSON Web Token was rejected by `JWTCodec`.
package enum JWTError: Error, Equatable, Sendable {
    /// Not three base64url segments of JSON objects, or a claim of the wrong type.
    case malformed(String)
    /// The header names an algorithm other than the keys' (including `none`).
    case unsupportedAlgorithm(String)
    /// The signature does not match the key.
    case badSignature
    /// The `exp` claim is at or before the current time.
    case expired
    /// The `nbf` claim is after the current time.
    case notYetValid
    /// The crypto library failed to compute the signature.
    case cryptoFailure(CryptoFailure)
}
