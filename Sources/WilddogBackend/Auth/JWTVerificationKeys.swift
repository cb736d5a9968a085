import WilddogEngine

/// The keys a JSON Web Token may be verified under; all of one algorithm, so a token of any
/// other algorithm (`none` included) is refused before its signature is looked at.
package enum JWTVerificationKeys: Sendable, Equatable {
    /// HMAC-SHA256 under a shared secret.
    case hs256([UInt8])
    /// RS256 under the RSA public keys (PKCS#1 DER) by key id.
    case rs256([String: [UInt8]])

    /// The `alg` a token must name.
    package var algorithm: String {
        switch self {
        case .hs256: JWTCodec.algorithm
        case .rs256: JWTCodec.rsaAlgorithm
        }
    }
}
