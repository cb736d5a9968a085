#if !canImport(CryptoKit) && !canImport(CWilddogCrypto)
#error("WilddogEngine needs OpenSSL's libcrypto (CWilddogCrypto) or CryptoKit for its crypto layer.")
#endif

/// Cryptographic primitives of the engine, delegated to the platform library.
///
/// Apple platforms use CryptoKit and CommonCrypto (PBKDF2); elsewhere (Linux) OpenSSL's
/// libcrypto through the `CWilddogCrypto` system library target. Random bytes come from the
/// operating system's generator on both (`SystemRandomNumberGenerator`). Nothing here
/// implements a primitive itself.
///
/// A failing library call (out of memory, or libcrypto torn down while the process exits)
/// throws `CryptoFailure`; callers turn it into their own error (an auth operation fails with
/// the SDK's generic failure, a transaction is aborted). Nothing traps.
package enum Crypto {
    /// Length in bytes of a SHA-1 digest.
    package static let sha1Length = 20
    /// Length in bytes of a SHA-256 digest and of an HMAC-SHA256 tag.
    package static let sha256Length = 32

    /// SHA-256 of the UTF-8 bytes of `text`.
    package static func sha256(_ text: String) throws(CryptoFailure) -> [UInt8] {
        try sha256(Array(text.utf8))
    }

    /// HMAC-SHA256 of the UTF-8 bytes of `message` under `key`.
    package static func hmacSHA256(key: [UInt8], message: String) throws(CryptoFailure) -> [UInt8] {
        try hmacSHA256(key: key, message: Array(message.utf8))
    }

    /// `count` bytes from the operating system's cryptographically secure generator
    /// (`getrandom(2)` on Linux, `arc4random_buf` on Apple platforms), which needs no library
    /// state and so works until the process is gone.
    package static func randomBytes(count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        var generator = SystemRandomNumberGenerator()
        var out: [UInt8] = []
        out.reserveCapacity(count + 7)
        while out.count < count {
            withUnsafeBytes(of: generator.next() as UInt64) { out.append(contentsOf: $0) }
        }
        return Array(out.prefix(count))
    }

    /// Compares two byte strings in time that depends only on their lengths.
    ///
    /// Used for MACs and password hashes, so that the position of the first differing byte
    /// does not leak through timing.
    package static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices {
            difference |= lhs[index] ^ rhs[index]
        }
        return difference == 0
    }

    /// Lower-case hexadecimal form of `bytes`.
    package static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// A cryptographic library call failed; `operation` names it (e.g. "HMAC-SHA256").
package struct CryptoFailure: Error, Equatable, Sendable, CustomStringConvertible {
    package let operation: String

    package init(operation: String) { self.operation = operation }

    package var description: String { "the cryptographic library failed to compute \(operation)" }
}
