import WilddogEngine

/// Hashes and verifies passwords under a scheme (scrypt by default, see `AuthPasswordScheme`)
/// with a 16-byte random salt per hash; comparisons are constant-time.
package struct AuthPasswordHasher: Sendable {
    /// The PBKDF2 iteration count where PBKDF2 is the default: 10 000, the floor this project
    /// sets (the embedded backend keeps those users in memory, in-process).
    package static let defaultIterations = 10_000
    /// Salt length in bytes.
    package static let saltLength = 16
    /// Derived key length in bytes.
    package static let keyLength = 32

    package let scheme: AuthPasswordScheme

    /// Out-of-range parameters (e.g. 0 iterations) make hashing fail with `failure`.
    package init(scheme: AuthPasswordScheme = .platformDefault) {
        self.scheme = scheme
    }

    /// Hashes `password` under a fresh salt from `random`.
    /// - Throws: `failure` when the crypto library fails.
    package func hash(_ password: String, random: any AuthRandomSource) throws(AuthServiceError) -> AuthPasswordHash {
        let salt = try random.bytes(Self.saltLength)
        let key = try Self.derive(password, salt: salt, scheme: scheme, length: Self.keyLength)
        switch scheme {
        case .pbkdf2(let iterations): return .pbkdf2(iterations: iterations, salt: salt, derivedKey: key)
        case .scrypt(let logN, let r, let p): return .scrypt(logN: logN, r: r, p: p, salt: salt, derivedKey: key)
        }
    }

    /// Whether a stored hash was made under another scheme or parameters than this hasher's,
    /// and so is replaced once the password is known again (at sign-in).
    package func needsRehash(_ stored: AuthPasswordHash) -> Bool {
        stored.scheme != scheme
    }

    /// A hash of this scheme that no password matches in practice (all-zero salt and key), for
    /// spending the time of a check when there is no account to check against.
    package var placeholderHash: AuthPasswordHash {
        let zeros = [UInt8](repeating: 0, count: Self.keyLength)
        switch scheme {
        case .pbkdf2(let iterations): return .pbkdf2(iterations: iterations, salt: zeros, derivedKey: zeros)
        case .scrypt(let logN, let r, let p): return .scrypt(logN: logN, r: r, p: p, salt: zeros, derivedKey: zeros)
        }
    }

    /// True when `password` matches `stored` (compared in constant time).
    /// - Throws: `failure` when the crypto library fails.
    package static func verify(_ password: String, against stored: AuthPasswordHash) throws(AuthServiceError) -> Bool {
        switch stored {
        case .pbkdf2(_, let salt, let derivedKey), .scrypt(_, _, _, let salt, let derivedKey):
            let key = try derive(password, salt: salt, scheme: stored.scheme, length: derivedKey.count)
            return Crypto.constantTimeEqual(key, derivedKey)
        }
    }

    private static func derive(_ password: String, salt: [UInt8], scheme: AuthPasswordScheme,
                               length: Int) throws(AuthServiceError) -> [UInt8] {
        try AuthServiceError.crypto { () throws(CryptoFailure) in
            switch scheme {
            case .pbkdf2(let iterations):
                return try Crypto.pbkdf2HMACSHA256(password: Array(password.utf8), salt: salt, iterations: iterations, length: length)
            case .scrypt(let logN, let r, let p):
                guard (1...24).contains(logN), (1...32).contains(r), (1...16).contains(p) else {
                    throw CryptoFailure(operation: "scrypt (parameters out of range)")
                }
                return try Crypto.scrypt(password: Array(password.utf8), salt: salt, n: 1 << UInt64(logN),
                                         r: UInt64(r), p: UInt64(p), length: length)
            }
        }
    }
}
