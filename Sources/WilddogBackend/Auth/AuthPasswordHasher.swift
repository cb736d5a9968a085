import WilddogEngine

/// Hashes and verifies passwords with PBKDF2-HMAC-SHA256 and a 16-byte random salt per hash.
package struct AuthPasswordHasher: Sendable {
    /// The production iteration count: 10 000, the floor this project sets.
    ///
    /// The embedded backend keeps users in memory, in-process, so hashes are never exposed at
    /// rest; a persisted user store should raise it (OWASP suggests 600 000 for SHA-256).
    /// Tests configure a small count to stay fast.
    package static let defaultIterations = 10_000
    /// Salt length in bytes.
    package static let saltLength = 16
    /// Derived key length in bytes (one SHA-256 block).
    package static let keyLength = 32

    package let iterations: Int

    /// A count below 1 (or beyond what the library takes) makes hashing fail with `failure`.
    package init(iterations: Int = AuthPasswordHasher.defaultIterations) {
        self.iterations = iterations
    }

    /// Hashes `password` under a fresh salt from `random`.
    /// - Throws: `failure` when the crypto library fails.
    package func hash(_ password: String, random: any AuthRandomSource) throws(AuthServiceError) -> AuthPasswordHash {
        let salt = try random.bytes(Self.saltLength)
        let key = try AuthServiceError.crypto { [iterations] () throws(CryptoFailure) in
            try Crypto.pbkdf2HMACSHA256(
                password: Array(password.utf8), salt: salt, iterations: iterations, length: Self.keyLength)
        }
        return AuthPasswordHash(iterations: iterations, salt: salt, derivedKey: key)
    }

    /// True when `password` matches `stored` (compared in constant time).
    /// - Throws: `failure` when the crypto library fails.
    package static func verify(_ password: String, against stored: AuthPasswordHash) throws(AuthServiceError) -> Bool {
        let key = try AuthServiceError.crypto { () throws(CryptoFailure) in
            try Crypto.pbkdf2HMACSHA256(
                password: Array(password.utf8), salt: stored.salt, iterations: stored.iterations,
                length: stored.derivedKey.count)
        }
        return Crypto.constantTimeEqual(key, stored.derivedKey)
    }
}
