import WilddogEngine

/// How new passwords are hashed: scrypt (memory-hard, Firebase's choice; `wilddog-server`'s
/// default where the platform's crypto library has it) or PBKDF2-HMAC-SHA256 (the in-process
/// backend's default, and the server's on platforms without scrypt).
package enum AuthPasswordScheme: Equatable, Sendable {
    case pbkdf2(iterations: Int)
    /// scrypt with cost 2^`logN`, block size `r`, parallelism `p` (memory: 128 · r · 2^logN bytes).
    case scrypt(logN: Int, r: Int, p: Int)

    /// scrypt N = 2^14, r = 8, p = 1: Firebase's own cost (`mem_cost` 14, `rounds` 8), 16 MiB and
    /// some 50 ms of one core a hash (README, "Accounts on wilddog-server", has the figures).
    package static let defaultScrypt = AuthPasswordScheme.scrypt(logN: 14, r: 8, p: 1)

    /// The default of a network server: scrypt where available, else PBKDF2 at
    /// `AuthPasswordHasher.defaultIterations`.
    package static var platformDefault: AuthPasswordScheme {
        Crypto.hasScrypt ? defaultScrypt : inProcessDefault
    }

    /// The in-process backend's default: PBKDF2 at `AuthPasswordHasher.defaultIterations`. Its
    /// accounts live in the app's memory, and a 16 MiB, 50 ms scrypt hash per sign-in would
    /// only slow the app and its tests.
    package static let inProcessDefault = AuthPasswordScheme.pbkdf2(iterations: AuthPasswordHasher.defaultIterations)
}
