#if canImport(CWilddogSSL)
import CWilddogSSL

/// SHA-1 for the WebSocket handshake (`Sec-WebSocket-Accept`), from OpenSSL's libcrypto.
enum SHA1 {
    /// The digest of `bytes`; nil when the library fails.
    static func hash(_ bytes: [UInt8]) -> [UInt8]? {
        var digest = [UInt8](repeating: 0, count: 20)
        var length: UInt32 = 0
        let result = bytes.withUnsafeBytes { input in
            EVP_Digest(input.baseAddress, input.count, &digest, &length, EVP_sha1(), nil)
        }
        return result == 1 && length == 20 ? digest : nil
    }
}
#endif
