import WilddogEngine

/// A key that signs JSON Web Tokens.
package enum JWTSigningKey: Sendable, Equatable {
    /// HMAC-SHA256 under a shared secret.
    case hs256([UInt8])
    /// RSASSA-PKCS1-v1_5 SHA-256 under an RSA private key (PKCS#1 DER), named by `kid` in the header.
    case rs256(kid: String, privateKey: [UInt8])
}
