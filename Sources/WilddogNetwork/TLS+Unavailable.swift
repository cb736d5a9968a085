#if !canImport(CWilddogSSL) && (!canImport(Security) || !canImport(Darwin) || os(watchOS))
/// Platforms with neither OpenSSL nor Secure Transport: plain TCP only; asking for TLS fails
/// with a clear error.
final class TLSContext: Sendable {
    let isServer = false

    static func client(_ configuration: TLSClientConfiguration) throws(NetworkError) -> TLSContext {
        throw .tls("TLS is not available on this platform")
    }
}

final class TLSSession {
    var isHandshakeComplete: Bool { false }

    init(context: TLSContext, serverName: String?) throws(NetworkError) {
        throw .tls("TLS is not available on this platform")
    }

    func startHandshake() throws(NetworkError) {}

    func receive(_ ciphertext: UnsafeRawBufferPointer, plaintext: (UnsafeRawBufferPointer) -> Void,
                 handshakeCompleted: () -> Void) throws(NetworkError) -> Bool {
        throw .tls("TLS is not available on this platform")
    }

    func send(_ bytes: UnsafeRawBufferPointer) throws(NetworkError) {
        throw .tls("TLS is not available on this platform")
    }

    func close() {}

    func takeOutput(into queue: inout ByteQueue) {}
}
#endif
