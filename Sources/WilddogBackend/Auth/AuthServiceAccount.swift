import Foundation
import WilddogEngine

/// An app's service account, as Firebase's Admin SDK knows it: an email and an RSA key the
/// admin signs custom tokens with (RS256, `iss` = `sub` = the email, `aud` = the Identity
/// Toolkit), which the service verifies with the public half.
package struct AuthServiceAccount: Equatable, Sendable {
    /// The `aud` of a custom token, as the Admin SDK writes it.
    package static let customTokenAudience =
        "https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit"
    /// The longest lifetime (`exp` − `iat`) of such a custom token: one hour.
    package static let maxCustomTokenLifetime: TimeInterval = 3600

    package let clientEmail: String
    package let keyID: String
    /// PKCS#1 DER private key (handed to the admin, never used by the service to verify).
    package let privateKey: [UInt8]
    /// PKCS#1 DER public key.
    package let publicKey: [UInt8]

    package init(clientEmail: String, keyID: String, privateKey: [UInt8], publicKey: [UInt8]) {
        self.clientEmail = clientEmail
        self.keyID = keyID
        self.privateKey = privateKey
        self.publicKey = publicKey
    }

    /// A new account of `appID` with a fresh 2048-bit key.
    /// - Throws: `failure` when the crypto library fails.
    package static func generate(appID: String) throws(AuthServiceError) -> AuthServiceAccount {
        let (privateKey, publicKey) = try AuthServiceError.crypto { () throws(CryptoFailure) in
            let privateKey = try Crypto.rsaGeneratePrivateKey(bits: 2048)
            return (privateKey, try Crypto.rsaPublicKey(privateKey: privateKey))
        }
        let keyID = Crypto.hex(Crypto.randomBytes(count: 20))
        let suffix = Crypto.hex(Crypto.randomBytes(count: 3))
        return AuthServiceAccount(clientEmail: "firebase-adminsdk-\(suffix)@\(appID).iam.gserviceaccount.com",
                                  keyID: keyID, privateKey: privateKey, publicKey: publicKey)
    }

    /// The service-account JSON file of Google's format (`type`, `project_id`,
    /// `private_key_id`, `private_key` in PKCS#8 PEM, `client_email`, …) that Firebase's Admin
    /// SDKs load with `cert(…)`; `tokenURI` is where this server answers token requests.
    package func keyFile(appID: String, tokenURI: String) -> AuthJSON {
        .object([
            "type": .string("service_account"),
            "project_id": .string(appID),
            "private_key_id": .string(keyID),
            "private_key": .string(RSAKeyEncoding.pkcs8PEM(privateKey: privateKey)),
            "client_email": .string(clientEmail),
            "client_id": .string(keyID.prefix(21).map { String($0.hexDigitValue ?? 0) }.joined()),
            "auth_uri": .string("https://accounts.google.com/o/oauth2/auth"),
            "token_uri": .string(tokenURI),
            "auth_provider_x509_cert_url": .string("https://www.googleapis.com/oauth2/v1/certs"),
            "client_x509_cert_url": .string("https://www.googleapis.com/robot/v1/metadata/x509/\(clientEmail)"),
        ])
    }
}
