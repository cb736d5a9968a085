#if canImport(CWilddogSSL)
import CWilddogSSL

/// One TLS connection over memory: ciphertext in from the socket, plaintext out to the handler,
/// and the reverse; OpenSSL never touches the socket. Loop thread only.
final class TLSSession {
    private let ssl: OpaquePointer
    private var input: UnsafeRawBufferPointer?
    private var leftover = ByteQueue()
    private var pendingOutput = ByteQueue()
    private(set) var isHandshakeComplete = false

    /// A session of `context`; a client one verifies `serverName` and sends it as SNI.
    init(context: TLSContext, serverName: String?) throws(NetworkError) {
        guard let ssl = SSL_new(context.context) else { throw OpenSSL.error("SSL_new") }
        self.ssl = ssl
        guard let bio = BIO_new(OpenSSL.memoryMethod) else { throw OpenSSL.error("BIO_new") }
        BIO_set_data(bio, Unmanaged.passUnretained(self).toOpaque())
        BIO_set_init(bio, 1)
        SSL_set_bio(ssl, bio, bio)
        if context.isServer {
            SSL_set_accept_state(ssl)
        } else {
            SSL_set_connect_state(ssl)
            if let serverName, !serverName.isEmpty {
                let name = serverName.hasPrefix("[") ? String(serverName.dropFirst().dropLast()) : serverName
                if OpenSSL.isIPAddress(name) {
                    guard X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl), name) == 1 else { throw OpenSSL.error("setting the IP to verify") }
                } else {
                    guard CWilddogSSL_set_server_name(ssl, name) == 1, SSL_set1_host(ssl, name) == 1 else {
                        throw OpenSSL.error("setting the server name")
                    }
                }
            }
        }
    }

    deinit {
        // The BIO points back here without a reference: unhook it before freeing.
        if let bio = SSL_get_rbio(ssl) { BIO_set_data(bio, nil) }
        SSL_free(ssl)
    }

    /// Client: produces the ClientHello.
    func startHandshake() throws(NetworkError) {
        _ = try advanceHandshake()
    }

    /// Feeds ciphertext; decrypted bytes go to `plaintext`. False once the peer sent close_notify.
    func receive(_ ciphertext: UnsafeRawBufferPointer,
                 plaintext: (UnsafeRawBufferPointer) -> Void,
                 handshakeCompleted: () -> Void) throws(NetworkError) -> Bool {
        input = ciphertext
        defer {
            if let rest = input, !rest.isEmpty { leftover.append(rest) }
            input = nil
        }
        if !isHandshakeComplete {
            guard try advanceHandshake() else { return true }
            handshakeCompleted()
        }
        return try withUnsafeTemporaryAllocation(byteCount: 16_384, alignment: 16) { buffer throws(NetworkError) -> Bool in
            while true {
                ERR_clear_error()
                let count = SSL_read(ssl, buffer.baseAddress, Int32(buffer.count))
                if count > 0 {
                    plaintext(UnsafeRawBufferPointer(rebasing: buffer[0..<Int(count)]))
                    continue
                }
                switch SSL_get_error(ssl, count) {
                case SSL_ERROR_WANT_READ, SSL_ERROR_WANT_WRITE: return true
                case SSL_ERROR_ZERO_RETURN: return false
                default: throw OpenSSL.error("reading", ssl: ssl)
                }
            }
        }
    }

    /// Encrypts `bytes`; the records wait in `takeOutput`.
    func send(_ bytes: UnsafeRawBufferPointer) throws(NetworkError) {
        var offset = 0
        while offset < bytes.count {
            let chunk = min(bytes.count - offset, 1 << 20)
            ERR_clear_error()
            let written = SSL_write(ssl, bytes.baseAddress! + offset, Int32(chunk))
            guard written > 0 else { throw OpenSSL.error("writing", ssl: ssl) }
            offset += Int(written)
        }
    }

    /// Queues close_notify.
    func close() {
        ERR_clear_error()
        _ = SSL_shutdown(ssl)
    }

    /// Moves the ciphertext produced so far to `queue`.
    func takeOutput(into queue: inout ByteQueue) {
        guard !pendingOutput.isEmpty else { return }
        if queue.isEmpty {
            swap(&queue, &pendingOutput)
        } else {
            pendingOutput.withReadable { queue.append($0) }
            pendingOutput = ByteQueue()
        }
    }

    /// True once the handshake is complete.
    private func advanceHandshake() throws(NetworkError) -> Bool {
        ERR_clear_error()
        let result = SSL_do_handshake(ssl)
        if result == 1 {
            isHandshakeComplete = true
            return true
        }
        switch SSL_get_error(ssl, result) {
        case SSL_ERROR_WANT_READ, SSL_ERROR_WANT_WRITE: return false
        default: throw OpenSSL.error("handshake", ssl: ssl)
        }
    }

    // The custom BIO's halves (called by `OpenSSL.memoryMethod`).
    func bioRead(_ target: UnsafeMutableRawPointer, _ capacity: Int) -> Int {
        if !leftover.isEmpty {
            let count = min(capacity, leftover.count)
            leftover.withReadable { target.copyMemory(from: $0.baseAddress!, byteCount: count) }
            leftover.consume(count)
            return count
        }
        guard let source = input, !source.isEmpty else { return 0 }
        let count = min(capacity, source.count)
        target.copyMemory(from: source.baseAddress!, byteCount: count)
        input = UnsafeRawBufferPointer(rebasing: source[count...])
        return count
    }

    func bioWrite(_ bytes: UnsafeRawBufferPointer) {
        pendingOutput.append(bytes)
    }
}
#endif
