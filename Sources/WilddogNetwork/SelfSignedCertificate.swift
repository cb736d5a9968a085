#if canImport(CWilddogSSL)
import CWilddogSSL

/// A self-signed certificate and its key (PEM), made with libcrypto: for tests and local
/// development (`wss://localhost`), never for production.
package struct SelfSignedCertificate: Sendable {
    package let certificatePEM: String
    package let privateKeyPEM: String

    /// A fresh P-256 key and a certificate valid for a day, naming `hosts` (DNS names or IP
    /// addresses) as subject alternative names; the first is also the common name.
    package init(hosts: [String] = ["localhost", "127.0.0.1", "::1"]) throws(NetworkError) {
        try OpenSSL.ready()
        guard let keyContext = EVP_PKEY_CTX_new_id(EVP_PKEY_EC, nil) else { throw OpenSSL.error("EVP_PKEY_CTX_new_id") }
        defer { EVP_PKEY_CTX_free(keyContext) }
        var key: OpaquePointer?
        guard EVP_PKEY_keygen_init(keyContext) == 1,
              EVP_PKEY_CTX_set_ec_paramgen_curve_nid(keyContext, NID_X9_62_prime256v1) == 1,
              EVP_PKEY_keygen(keyContext, &key) == 1, let key else {
            throw OpenSSL.error("generating a key")
        }
        defer { EVP_PKEY_free(key) }
        guard let certificate = X509_new() else { throw OpenSSL.error("X509_new") }
        defer { X509_free(certificate) }
        let name = hosts.first ?? "localhost"
        var serial = [UInt8](repeating: 0, count: 8)
        var generator = SystemRandomNumberGenerator()
        for index in serial.indices { serial[index] = UInt8.random(in: 1...127, using: &generator) }
        let serialValue = serial.reduce(0) { $0 << 7 | Int($1) }
        guard X509_set_version(certificate, 2) == 1,
              ASN1_INTEGER_set(X509_get_serialNumber(certificate), serialValue) == 1,
              X509_gmtime_adj(X509_getm_notBefore(certificate), -3_600) != nil,
              X509_gmtime_adj(X509_getm_notAfter(certificate), 86_400) != nil,
              X509_set_pubkey(certificate, key) == 1,
              let subject = X509_get_subject_name(certificate),
              X509_NAME_add_entry_by_txt(subject, "CN", MBSTRING_ASC, name, -1, -1, 0) == 1,
              X509_set_issuer_name(certificate, subject) == 1 else {
            throw OpenSSL.error("filling the certificate")
        }
        let alternativeNames = hosts.map { OpenSSL.isIPAddress($0) ? "IP:\($0)" : "DNS:\($0)" }.joined(separator: ",")
        var context = X509V3_CTX()
        X509V3_set_ctx(&context, certificate, certificate, nil, nil, 0)
        for (nid, value) in [(NID_subject_alt_name, alternativeNames), (NID_basic_constraints, "critical,CA:TRUE")] {
            guard let extensionValue = X509V3_EXT_conf_nid(nil, &context, nid, value) else { throw OpenSSL.error("making an extension") }
            defer { X509_EXTENSION_free(extensionValue) }
            guard X509_add_ext(certificate, extensionValue, -1) == 1 else { throw OpenSSL.error("adding an extension") }
        }
        guard X509_sign(certificate, key, EVP_sha256()) > 0 else { throw OpenSSL.error("signing the certificate") }
        certificatePEM = try Self.pem { PEM_write_bio_X509($0, certificate) }
        privateKeyPEM = try Self.pem { PEM_write_bio_PrivateKey($0, key, nil, nil, 0, nil, nil) }
    }

    /// The configuration of a server presenting this certificate.
    package var serverConfiguration: TLSServerConfiguration {
        TLSServerConfiguration(certificateChainPEM: certificatePEM, privateKeyPEM: privateKeyPEM)
    }

    /// The configuration of a client trusting this certificate.
    package var clientConfiguration: TLSClientConfiguration {
        TLSClientConfiguration(additionalTrustedCertificatesPEM: [certificatePEM])
    }

    private static func pem(_ write: (OpaquePointer) -> Int32) throws(NetworkError) -> String {
        guard let bio = BIO_new(BIO_s_mem()) else { throw OpenSSL.error("BIO_new") }
        defer { BIO_free(bio) }
        guard write(bio) == 1 else { throw OpenSSL.error("writing PEM") }
        var data: UnsafeMutablePointer<CChar>?
        let length = CWilddogSSL_BIO_get_mem_data(bio, &data)
        guard let data, length > 0 else { throw OpenSSL.error("reading PEM") }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
    }
}
#endif
