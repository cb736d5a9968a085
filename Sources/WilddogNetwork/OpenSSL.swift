#if canImport(CWilddogSSL)
import CWilddogSSL
import Glibc

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
