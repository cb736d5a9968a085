import WilddogEngine

/// How new passwords are hashed: scrypt (memory-hard, Firebase's choice) where the platform's
/// crypto library has it, PBKDF2-HMAC-SHA256 otherwise (Apple's SDKs) or when configured.
package enum AuthPasswordScheme: Equatable, Sendable {
    case pbkdf2(iterations: Int)
    /// scrypt with cost 2^`logN`, block size `r`, parallelism `p` (memory: 128 · r · 2^logN bytes).
    case scrypt(logN: Int, r: Int, p: Int)

    /// scrypt N = 2^14, r = 8, p = 1: Firebase's own cost (`mem_cost` 14, `rounds` 8), 16 MiB and
    /// some 50 ms of one core a hash (README, "Accounts on wilddog-server", has the figures).
    package static let defaultScrypt = AuthPasswordScheme.scrypt(logN: 14, r: 8, p: 1)

    /// The default: scrypt where available, else PBKDF2 at `AuthPasswordHasher.defaultIterations`.
    package static var platformDefault: AuthPasswordScheme {
        Crypto.hasScrypt ? defaultScrypt : .pbkdf2(iterations: AuthPasswordHasher.defaultIterations)
    }
}
