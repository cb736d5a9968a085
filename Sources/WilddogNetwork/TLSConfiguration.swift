import Foundation

/// How a client checks the server of a TLS connection.
///
/// The server's certificate must chain to the system's trusted CAs (or to one of
/// `additionalTrustedCertificatesPEM`) and name the host that was dialled (or `serverName`),
/// which is also sent as SNI. There is no switch to turn verification off.
package struct TLSClientConfiguration: Sendable, Hashable {
    /// CA certificates (PEM) trusted besides the system's, e.g. a test's self-signed one.
    package var additionalTrustedCertificatesPEM: [String]
    /// The name to verify and send as SNI when it is not the host dialled.
    package var serverName: String?

    package init(additionalTrustedCertificatesPEM: [String] = [], serverName: String? = nil) {
        self.additionalTrustedCertificatesPEM = additionalTrustedCertificatesPEM
        self.serverName = serverName
    }
}

/// The certificate and key a TLS server presents.
package struct TLSServerConfiguration: Sendable, Hashable {
    /// The certificate chain (PEM): the server's certificate first, then intermediates.
    package var certificateChainPEM: String
    /// The private key (PEM) of the first certificate.
    package var privateKeyPEM: String

    package init(certificateChainPEM: String, privateKeyPEM: String) {
        self.certificateChainPEM = certificateChainPEM
        self.privateKeyPEM = privateKeyPEM
    }

    /// Reads the chain and the key from PEM files (`--tls-cert`, `--tls-key`).
    package init(certificateFile: String, privateKeyFile: String) throws(NetworkError) {
        guard let chain = try? String(contentsOfFile: certificateFile, encoding: .utf8) else {
            throw .tls("cannot read the certificate file \(certificateFile)")
        }
        guard let key = try? String(contentsOfFile: privateKeyFile, encoding: .utf8) else {
            throw .tls("cannot read the private key file \(privateKeyFile)")
        }
        self.init(certificateChainPEM: chain, privateKeyPEM: key)
    }
}
