#if canImport(CWilddogCrypto) && !canImport(CryptoKit)
import CWilddogCrypto

/// The primitives on Linux, through OpenSSL's libcrypto.
///
/// libcrypto is initialised once, before the first primitive, with `OPENSSL_INIT_NO_ATEXIT`:
/// it then registers no exit-time cleanup, so an engine thread still hashing while the process
/// exits finds the library intact. Should something else in the process have initialised it
/// with the cleanup (or should a call fail for any other reason), the failure is reported as a
/// `CryptoFailure`, never a trap.
extension Crypto {
    /// Whether libcrypto initialised (`OPENSSL_init_crypto` returns 1 on success).
    private static let libraryReady: Bool = OPENSSL_init_crypto(UInt64(OPENSSL_INIT_NO_ATEXIT), nil) == 1

    static func ready(_ operation: String) throws(CryptoFailure) {
        guard libraryReady else { throw CryptoFailure(operation: operation) }
    }

    /// SHA-1 of `bytes` (legacy interoperability only, never for new security decisions).
    package static func sha1(_ bytes: [UInt8]) throws(CryptoFailure) -> [UInt8] {
        try digest(bytes, "SHA-1", EVP_sha1, length: sha1Length)
    }

    /// SHA-256 of `bytes`.
    package static func sha256(_ bytes: [UInt8]) throws(CryptoFailure) -> [UInt8] {
        try digest(bytes, "SHA-256", EVP_sha256, length: sha256Length)
    }

    /// HMAC-SHA256 of `message` under `key`.
    package static func hmacSHA256(key: [UInt8], message: [UInt8]) throws(CryptoFailure) -> [UInt8] {
        try ready("HMAC-SHA256")
        guard key.count <= Int(Int32.max) else { throw CryptoFailure(operation: "HMAC-SHA256 (key too long)") }
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
        guard result != nil, outLength == UInt32(sha256Length) else { throw CryptoFailure(operation: "HMAC-SHA256") }
        return out
    }

    /// PBKDF2 with HMAC-SHA256 (RFC 8018) deriving `length` bytes; fails for a non-positive or
    /// oversized iteration count or length.
    package static func pbkdf2HMACSHA256(
        password: [UInt8], salt: [UInt8], iterations: Int, length: Int
    ) throws(CryptoFailure) -> [UInt8] {
        try ready("PBKDF2-HMAC-SHA256")
        guard iterations > 0, iterations <= Int(Int32.max), length > 0, length <= Int(Int32.max),
              password.count <= Int(Int32.max), salt.count <= Int(Int32.max)
        else { throw CryptoFailure(operation: "PBKDF2-HMAC-SHA256 (parameters out of range)") }
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
        guard status == 1 else { throw CryptoFailure(operation: "PBKDF2-HMAC-SHA256") }
        return out
    }

    private static func digest(_ bytes: [UInt8], _ name: String, _ algorithm: () -> OpaquePointer?,
                               length: Int) throws(CryptoFailure) -> [UInt8] {
        try ready(name)
        var out = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var outLength: UInt32 = 0
        let status = bytes.withUnsafeBytes { input in
            out.withUnsafeMutableBufferPointer { output in
                EVP_Digest(input.baseAddress, input.count, output.baseAddress, &outLength, algorithm(), nil)
            }
        }
        guard status == 1, Int(outLength) == length else { throw CryptoFailure(operation: name) }
        return Array(out.prefix(length))
    }
}
#endif
