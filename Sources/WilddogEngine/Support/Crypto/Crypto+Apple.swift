#if canImport(CryptoKit)
import CommonCrypto
import CryptoKit

/// The primitives on Apple platforms, through CryptoKit and CommonCrypto (PBKDF2). Like the
/// libcrypto side, a failing call is reported as a `CryptoFailure`, never a trap.
extension Crypto {
    /// SHA-1 of `bytes` (legacy interoperability only, never for new security decisions).
    package static func sha1(_ bytes: [UInt8]) throws(CryptoFailure) -> [UInt8] {
        Array(Insecure.SHA1.hash(data: bytes))
    }

    /// SHA-256 of `bytes`.
    package static func sha256(_ bytes: [UInt8]) throws(CryptoFailure) -> [UInt8] {
        Array(SHA256.hash(data: bytes))
    }

    /// HMAC-SHA256 of `message` under `key`.
    package static func hmacSHA256(key: [UInt8], message: [UInt8]) throws(CryptoFailure) -> [UInt8] {
        Array(HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key)))
    }

    /// PBKDF2 with HMAC-SHA256 (RFC 8018) deriving `length` bytes; fails for a non-positive or
    /// oversized iteration count or length.
    package static func pbkdf2HMACSHA256(
        password: [UInt8], salt: [UInt8], iterations: Int, length: Int
    ) throws(CryptoFailure) -> [UInt8] {
        guard iterations > 0, iterations <= Int(UInt32.max), length > 0
        else { throw CryptoFailure(operation: "PBKDF2-HMAC-SHA256 (parameters out of range)") }
        var out = [UInt8](repeating: 0, count: length)
        let status = password.withUnsafeBytes { passwordBuffer in
            salt.withUnsafeBytes { saltBuffer in
                out.withUnsafeMutableBufferPointer { outBuffer in
                    CCKeyDerivationPBKDF(
                        CCPBKDFAlgorithm(kCCPBKDF2),
                        passwordBuffer.baseAddress?.assumingMemoryBound(to: CChar.self), passwordBuffer.count,
                        saltBuffer.baseAddress?.assumingMemoryBound(to: UInt8.self), saltBuffer.count,
                        CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256), UInt32(iterations),
                        outBuffer.baseAddress, outBuffer.count
                    )
                }
            }
        }
        guard status == Int32(kCCSuccess) else { throw CryptoFailure(operation: "PBKDF2-HMAC-SHA256") }
        return out
    }
}
#endif
