#if canImport(CryptoKit)
import CommonCrypto
import CryptoKit
import Security

/// The primitives on Apple platforms, through CryptoKit, CommonCrypto and Security.
extension Crypto {
    /// SHA-1 of `bytes` (legacy interoperability only, never for new security decisions).
    package static func sha1(_ bytes: [UInt8]) -> [UInt8] {
        Array(Insecure.SHA1.hash(data: bytes))
    }

    /// SHA-256 of `bytes`.
    package static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        Array(SHA256.hash(data: bytes))
    }

    /// HMAC-SHA256 of `message` under `key`.
    package static func hmacSHA256(key: [UInt8], message: [UInt8]) -> [UInt8] {
        Array(HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key)))
    }

    /// PBKDF2 with HMAC-SHA256 (RFC 8018) deriving `length` bytes.
    package static func pbkdf2HMACSHA256(
        password: [UInt8], salt: [UInt8], iterations: Int, length: Int
    ) -> [UInt8] {
        precondition(iterations > 0 && length > 0, "PBKDF2 needs positive iterations and length")
        precondition(iterations <= Int(UInt32.max), "PBKDF2 iteration count too large")
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
        precondition(status == Int32(kCCSuccess), "CommonCrypto PBKDF2 failed")
        return out
    }

    /// `count` bytes from the operating system's cryptographically secure generator.
    package static func randomBytes(count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        var out = [UInt8](repeating: 0, count: count)
        let status = out.withUnsafeMutableBytes { SecRandomCopyBytes(kSecRandomDefault, count, $0.baseAddress!) }
        precondition(status == errSecSuccess, "SecRandomCopyBytes failed")
        return out
    }
}
#endif
