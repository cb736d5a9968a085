/// A stored password: PBKDF2-HMAC-SHA256 of the password under a per-user random salt.
///
/// The iteration count is stored with the hash, so hashes made under an older default
/// still verify after the default changes.
package struct AuthPasswordHash: Equatable, Sendable {
    package let iterations: Int
    package let salt: [UInt8]
    package let derivedKey: [UInt8]

    package init(iterations: Int, salt: [UInt8], derivedKey: [UInt8]) {
        self.iterations = iterations
        self.salt = salt
        self.derivedKey = derivedKey
    }
}
