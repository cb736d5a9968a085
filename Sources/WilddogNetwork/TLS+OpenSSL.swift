#if canImport(CWilddogSSL)
import CWilddogSSL
import Glibc

/// A configured OpenSSL context (`SSL_CTX`): trust store and options for clients, certificate
/// and key for servers. Shared by the connections made with it.
final class TLSContext: @unchecked Sendable {
    // @unchecked: the SSL_CTX is not changed after `init`; OpenSSL allows `SSL_new` on it from
    // any thread.
    let context: OpaquePointer
    let isServer: Bool

    private init(context: OpaquePointer, isServer: Bool) {
        self.context = context
        self.isServer = isServer
    }

    deinit { SSL_CTX_free(context) }

    private static let clientContexts = Lock<[TLSClientConfiguration: TLSContext]>([:])

    /// The context for `configuration`, made once per process (loading the system's CAs is slow).
    static func client(_ configuration: TLSClientConfiguration) throws(NetworkError) -> TLSContext {
        var key = configuration
        key.serverName = nil
        if let cached = clientContexts.withLock({ $0[key] }) { return cached }
        let created = try makeClient(configuration)
        clientContexts.withLock { $0[key] = created }
        return created
    }

    private static func makeClient(_ configuration: TLSClientConfiguration) throws(NetworkError) -> TLSContext {
        try OpenSSL.ready()
        guard let raw = SSL_CTX_new(TLS_client_method()) else { throw OpenSSL.error("SSL_CTX_new") }
        let context = TLSContext(context: raw, isServer: false)
        try context.applyCommonOptions()
        guard SSL_CTX_set_default_verify_paths(raw) == 1 else { throw OpenSSL.error("loading the system's CA certificates") }
        let store = SSL_CTX_get_cert_store(raw)
        for pem in configuration.additionalTrustedCertificatesPEM {
            for certificate in try OpenSSL.certificates(fromPEM: pem) {
                defer { X509_free(certificate) }
                guard X509_STORE_add_cert(store, certificate) == 1 else { throw OpenSSL.error("adding a trusted certificate") }
            }
        }
        SSL_CTX_set_verify(raw, SSL_VERIFY_PEER, nil)
        return context
    }

    /// A server context; fails when the chain or the key does not load or does not match.
    static func server(_ configuration: TLSServerConfiguration) throws(NetworkError) -> TLSContext {
        try OpenSSL.ready()
        guard let raw = SSL_CTX_new(TLS_server_method()) else { throw OpenSSL.error("SSL_CTX_new") }
        let context = TLSContext(context: raw, isServer: true)
        try context.applyCommonOptions()
        let chain = try OpenSSL.certificates(fromPEM: configuration.certificateChainPEM)
        defer { chain.forEach { X509_free($0) } }
        guard let leaf = chain.first else { throw .tls("the certificate file holds no certificate") }
        guard SSL_CTX_use_certificate(raw, leaf) == 1 else { throw OpenSSL.error("using the certificate") }
        for intermediate in chain.dropFirst() {
            guard CWilddogSSL_CTX_add1_chain_cert(raw, intermediate) == 1 else { throw OpenSSL.error("adding a chain certificate") }
        }
        let key = try OpenSSL.withMemoryBIO(configuration.privateKeyPEM) { PEM_read_bio_PrivateKey($0, nil, nil, nil) }
        guard let key else { throw OpenSSL.error("reading the private key") }
        defer { EVP_PKEY_free(key) }
        guard SSL_CTX_use_PrivateKey(raw, key) == 1, SSL_CTX_check_private_key(raw) == 1 else {
            throw OpenSSL.error("using the private key (does it match the certificate?)")
        }
        return context
    }

    private func applyCommonOptions() throws(NetworkError) {
        guard CWilddogSSL_CTX_set_min_tls12(context) == 1 else { throw OpenSSL.error("setting TLS 1.2 as the minimum") }
        // Idle connections give their record buffers back.
        _ = CWilddogSSL_CTX_set_mode(context, Int(SSL_MODE_RELEASE_BUFFERS))
    }
}

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

    // The custom BIO's halves.
    fileprivate func bioRead(_ target: UnsafeMutableRawPointer, _ capacity: Int) -> Int {
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

    fileprivate func bioWrite(_ bytes: UnsafeRawBufferPointer) {
        pendingOutput.append(bytes)
    }
}

/// Library set-up, errors and the memory BIO.
enum OpenSSL {
    private static let initialised: Bool = OPENSSL_init_ssl(
        UInt64(OPENSSL_INIT_NO_ATEXIT) | UInt64(OPENSSL_INIT_LOAD_SSL_STRINGS) | UInt64(OPENSSL_INIT_LOAD_CRYPTO_STRINGS), nil
    ) == 1

    static func ready() throws(NetworkError) {
        guard initialised else { throw .tls("OpenSSL failed to initialise") }
    }

    /// A BIO method whose reads and writes go to the `TLSSession` in the BIO's data pointer.
    /// (`nonisolated(unsafe)`: made once, never changed; OpenSSL reads it from any thread.)
    nonisolated(unsafe) static let memoryMethod: OpaquePointer? = {
        guard let method = BIO_meth_new(BIO_get_new_index() | BIO_TYPE_SOURCE_SINK, "wilddog-memory") else { return nil }
        BIO_meth_set_create(method) { bio in
            BIO_set_init(bio, 1)
            return 1
        }
        BIO_meth_set_read(method) { bio, target, capacity in
            CWilddogSSL_BIO_clear_retry_flags(bio)
            guard let target, capacity > 0, let data = BIO_get_data(bio) else { return 0 }
            let session = Unmanaged<TLSSession>.fromOpaque(data).takeUnretainedValue()
            let count = session.bioRead(target, Int(capacity))
            if count == 0 {
                CWilddogSSL_BIO_set_retry_read(bio)
                return -1
            }
            return Int32(count)
        }
        BIO_meth_set_write(method) { bio, source, count in
            CWilddogSSL_BIO_clear_retry_flags(bio)
            guard let source, count > 0, let data = BIO_get_data(bio) else { return 0 }
            let session = Unmanaged<TLSSession>.fromOpaque(data).takeUnretainedValue()
            session.bioWrite(UnsafeRawBufferPointer(start: source, count: Int(count)))
            return count
        }
        BIO_meth_set_ctrl(method) { _, command, _, _ in
            command == BIO_CTRL_FLUSH ? 1 : 0
        }
        return method
    }()

    static func isIPAddress(_ text: String) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16)
        return inet_pton(AF_INET, text, &buffer) == 1 || inet_pton(AF_INET6, text, &buffer) == 1
    }

    /// The certificates of a PEM text, in order (free each with `X509_free`).
    static func certificates(fromPEM pem: String) throws(NetworkError) -> [OpaquePointer] {
        try withMemoryBIO(pem) { bio in
            var list: [OpaquePointer] = []
            while let certificate = PEM_read_bio_X509(bio, nil, nil, nil) { list.append(certificate) }
            ERR_clear_error()
            return list
        }
    }

    static func withMemoryBIO<R>(_ text: String, _ body: (OpaquePointer) -> R) throws(NetworkError) -> R {
        let bytes = Array(text.utf8)
        let result: R? = bytes.withUnsafeBytes { buffer in
            guard let bio = BIO_new_mem_buf(buffer.baseAddress, Int32(buffer.count)) else { return nil }
            defer { BIO_free(bio) }
            return body(bio)
        }
        guard let result else { throw OpenSSL.error("BIO_new_mem_buf") }
        return result
    }

    /// The error of the failed `operation`, with OpenSSL's reason (and the verification result).
    static func error(_ operation: String, ssl: OpaquePointer? = nil) -> NetworkError {
        var message = operation
        if let ssl, SSL_get_verify_result(ssl) != Int(X509_V_OK) {
            message += ": certificate verification failed: " + String(cString: X509_verify_cert_error_string(SSL_get_verify_result(ssl)))
        }
        let code = ERR_get_error()
        if code != 0 {
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            message += ": " + String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        ERR_clear_error()
        return .tls(message)
    }
}
#endif
