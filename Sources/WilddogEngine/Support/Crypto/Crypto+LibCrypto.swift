#if canImport(CWilddogCrypto) && !canImport(CryptoKit)
import CWilddogCrypto

/// The primitives on Linux, through OpenSSL's libcrypto.
extension Crypto {
    /// SHA-1 of `bytes` (legacy interoperability only, never for new security decisions).
    package static func sha1(_ bytes: [UInt8]) -> [UInt8] {
        digest(bytes, EVP_sha1(), length: sha1Length)
    }

    /// SHA-256 of `bytes`.
    package static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        digest(bytes, EVP_sha256(), length: sha256Length)
    }

    /// HMAC-SHA256 of `message` under `key`.
    package static func hmacSHA256(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: sha256Length)
        var outLength: UInt32 = 0
        let result = key.withUnsafeBytes { keyBuffer in
            message.withUnsafeBytes { messageBuffer in
                out.withUnsafeMutableBufferPointer { outBuffer in
                    HMAC(
                        EVP_sha256(),
                        keyBuffer.baseAddress, Int32(keyBuffer.count),
                        messageBuffer.baseAddress?.assumingMemoryBound(to: UInt8.self), messageBuffer.count,
                        outBuffer.baseAddress, &outLength
                    )
                }
            }
        }
        precondition(result != nil && outLength == UInt32(sha256Length), "libcrypto HMAC failed")
        return out
    }

    /// PBKDF2 with HMAC-SHA256 (RFC 8018) deriving `length` bytes.
    package static func pbkdf2HMACSHA256(
        password: [UInt8], salt: [UInt8], iterations: Int, length: Int
    ) -> [UInt8] {
        precondition(iterations > 0 && length > 0, "PBKDF2 needs positive iterations and length")
        var out = [UInt8](repeating: 0, count: length)
        let status = password.withUnsafeBytes { passwordBuffer in
            salt.withUnsafeBytes { saltBuffer in
                out.withUnsafeMutableBufferPointer { outBuffer in
                    PKCS5_PBKDF2_HMAC(
                        passwordBuffer.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(passwordBuffer.count),
                        saltBuffer.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(saltBuffer.count),
                        Int32(iterations), EVP_sha256(),
                        Int32(length), outBuffer.baseAddress
                    )
                }
            }
        }
        precondition(status == 1, "libcrypto PBKDF2 failed")
        return out
    }

    /// `count` bytes from the operating system's cryptographically secure generator.
    package static func randomBytes(count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        var out = [UInt8](repeating: 0, count: count)
        let status = out.withUnsafeMutableBufferPointer { RAND_bytes($0.baseAddress, Int32(count)) }
        precondition(status == 1, "libcrypto RAND_bytes failed")
        return out
    }

    private static func digest(_ bytes: [UInt8], _ algorithm: OpaquePointer?, length: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var outLength: UInt32 = 0
        let status = bytes.withUnsafeBytes { input in
            out.withUnsafeMutableBufferPointer { output in
                EVP_Digest(input.baseAddress, input.count, output.baseAddress, &outLength, algorithm, nil)
            }
        }
        precondition(status == 1 && Int(outLength) == length, "libcrypto EVP_Digest failed")
        return Array(out.prefix(length))
    }
}
#endif
