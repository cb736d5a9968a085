import WilddogEngine

/// How new passwords are hashed: scrypt (memory-hard, Firebase's choice) where the platform's
/// crypto library has it, PBKDF2-HMAC-SHA256 otherwise (Apple's SDKs) or when configured.
package enum AuthPasswordScheme: Equatable, Sendable {
    case pbkdf2(iterations: Int)
    /// scrypt with cost 2^`logN`, block size `r`, parallelism `p` (memory: 128 · r · 2^logN bytes).
    case scrypt(logN: Int, r: Int, p: Int)

    /// scrypt N = 2^15, r = 8, p = 1: 32 MiB and a few tens of milliseconds a hash, one step
    /// above Firebase's own parameters (2^14, 8, 1).
    package static let defaultScrypt = AuthPasswordScheme.scrypt(logN: 15, r: 8, p: 1)

    /// The default: scrypt where available, else PBKDF2 at `AuthPasswordHasher.defaultIterations`.
    package static var platformDefault: AuthPasswordScheme {
        Crypto.hasScrypt ? defaultScrypt : .pbkdf2(iterations: AuthPasswordHasher.defaultIterations)
    }
}
