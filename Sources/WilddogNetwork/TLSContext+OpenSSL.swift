#if canImport(CWilddogSSL)
import CWilddogSSL

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
#endif
