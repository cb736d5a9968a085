import WilddogEngine

/// A stored password: the key a password-hashing scheme derived from it under a per-user
/// random salt, with the scheme's parameters, so that a hash made under an older scheme or
/// default still verifies (and is replaced at the next sign-in).
package enum AuthPasswordHash: Equatable, Sendable {
    /// PBKDF2-HMAC-SHA256 (the older scheme, and the one on platforms without scrypt).
    case pbkdf2(iterations: Int, salt: [UInt8], derivedKey: [UInt8])
    /// scrypt (RFC 7914) with cost 2^`logN`, block size `r` and parallelism `p`.
    case scrypt(logN: Int, r: Int, p: Int, salt: [UInt8], derivedKey: [UInt8])

    /// The scheme (with its parameters) that made this hash.
    package var scheme: AuthPasswordScheme {
        switch self {
        case .pbkdf2(let iterations, _, _): .pbkdf2(iterations: iterations)
        case .scrypt(let logN, let r, let p, _, _): .scrypt(logN: logN, r: r, p: p)
        }
    }
}
