#if canImport(CWilddogCrypto) && !canImport(CryptoKit)
import CWilddogCrypto

/// scrypt (RFC 7914), the memory-hard password hash, through libcrypto's `EVP_PBE_scrypt`.
extension Crypto {
    /// Whether this platform's library has scrypt (Apple's SDKs do not).
    package static let hasScrypt = true

    /// scrypt of `password` under `salt` with cost `n` (a power of two), block size `r` and
    /// parallelism `p`, deriving `length` bytes; fails for parameters the library refuses
    /// (e.g. `n` not a power of two, or needing more than `maxMemory` bytes).
    package static func scrypt(password: [UInt8], salt: [UInt8], n: UInt64, r: UInt64, p: UInt64, length: Int,
                               maxMemory: UInt64 = 1 << 30) throws(CryptoFailure) -> [UInt8] {
        try ready("scrypt")
        guard n > 1, n & (n - 1) == 0, r > 0, p > 0, length > 0, length <= 1024 else {
            throw CryptoFailure(operation: "scrypt (parameters out of range)")
        }
        var out = [UInt8](repeating: 0, count: length)
        let status = password.withUnsafeBytes { passwordBuffer in
            salt.withUnsafeBytes { saltBuffer in
                out.withUnsafeMutableBufferPointer { outBuffer in
                    EVP_PBE_scrypt(
                        passwordBuffer.baseAddress?.assumingMemoryBound(to: CChar.self), passwordBuffer.count,
                        saltBuffer.baseAddress?.assumingMemoryBound(to: UInt8.self), saltBuffer.count,
                        n, r, p, maxMemory, outBuffer.baseAddress, outBuffer.count)
                }
            }
        }
        guard status == 1 else { throw CryptoFailure(operation: "scrypt") }
        return out
    }
}
#elseif canImport(CryptoKit)
/// Apple's SDKs have no scrypt: passwords are hashed with PBKDF2 there.
extension Crypto {
    package static let hasScrypt = false

    package static func scrypt(password: [UInt8], salt: [UInt8], n: UInt64, r: UInt64, p: UInt64, length: Int,
                               maxMemory: UInt64 = 1 << 30) throws(CryptoFailure) -> [UInt8] {
        throw CryptoFailure(operation: "scrypt (not in this platform's crypto library)")
    }
}
#endif
