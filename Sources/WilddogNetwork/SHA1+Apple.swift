#if canImport(CryptoKit) && !canImport(CWilddogSSL)
import CryptoKit

/// SHA-1 for the WebSocket handshake (`Sec-WebSocket-Accept`), from CryptoKit.
enum SHA1 {
    static func hash(_ bytes: [UInt8]) -> [UInt8]? {
        Array(Insecure.SHA1.hash(data: bytes))
    }
}
#endif
