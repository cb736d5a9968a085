#if canImport(CWilddogCrypto) && !canImport(CryptoKit)
import CWilddogCrypto
import Foundation

/// Self-signed X.509 certificates of RSA keys, the form Google publishes token keys in.
extension Crypto {
    /// Whether this platform's library can make certificates (Apple's SDKs cannot).
    package static let canMakeCertificates = true

    /// A PEM certificate for the key `privateKey` (PKCS#1 DER) naming `commonName`, valid from
    /// `notBefore` for `lifetime` seconds, signed with the key itself (SHA-256).
    package static func selfSignedCertificatePEM(privateKey: [UInt8], commonName: String, serial: Int,
                                                 notBefore: Date, lifetime: TimeInterval) throws(CryptoFailure) -> String {
        let key = try rsaKey(privateKey, isPrivate: true)
        defer { EVP_PKEY_free(key) }
        guard let certificate = X509_new() else { throw CryptoFailure(operation: "X509_new") }
        defer { X509_free(certificate) }
        var start = time_t(notBefore.timeIntervalSince1970)
        guard X509_set_version(certificate, 2) == 1,
              ASN1_INTEGER_set(X509_get_serialNumber(certificate), serial) == 1,
              X509_time_adj_ex(X509_getm_notBefore(certificate), 0, 0, &start) != nil,
              X509_time_adj_ex(X509_getm_notAfter(certificate), 0, Int(lifetime), &start) != nil,
              X509_set_pubkey(certificate, key) == 1,
              let subject = X509_get_subject_name(certificate),
              X509_NAME_add_entry_by_txt(subject, "CN", MBSTRING_ASC, commonName, -1, -1, 0) == 1,
              X509_set_issuer_name(certificate, subject) == 1,
              X509_sign(certificate, key, EVP_sha256()) > 0,
              let bio = BIO_new(BIO_s_mem()) else {
            ERR_clear_error()
            throw CryptoFailure(operation: "X.509 certificate")
        }
        defer { BIO_free(bio) }
        guard PEM_write_bio_X509(bio, certificate) == 1 else {
            ERR_clear_error()
            throw CryptoFailure(operation: "X.509 certificate PEM")
        }
        let pending = Int(BIO_ctrl_pending(bio))
        var out = [UInt8](repeating: 0, count: pending)
        let read = out.withUnsafeMutableBytes { BIO_read(bio, $0.baseAddress, Int32(pending)) }
        guard read == Int32(pending) else { throw CryptoFailure(operation: "X.509 certificate PEM") }
        return String(decoding: out, as: UTF8.self)
    }
}
#elseif canImport(CryptoKit)
import Foundation

/// The Security framework cannot make certificates: token keys are published as JWKs only.
extension Crypto {
    package static let canMakeCertificates = false

    package static func selfSignedCertificatePEM(privateKey: [UInt8], commonName: String, serial: Int,
                                                 notBefore: Date, lifetime: TimeInterval) throws(CryptoFailure) -> String {
        throw CryptoFailure(operation: "X.509 certificate (not in this platform's crypto library)")
    }
}
#endif
