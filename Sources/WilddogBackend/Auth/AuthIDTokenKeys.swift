import WilddogEngine

/// The RSA keys of ID tokens (RS256): the one that signs new tokens and every one that still
/// verifies (older keys stay until the tokens they signed have expired).
package struct AuthIDTokenKeys: Equatable, Sendable {
    package let signingKeyID: String
    /// PKCS#1 DER private key.
    package let signingKey: [UInt8]
    /// PKCS#1 DER public keys by key id, the signing key's among them.
    package let publicKeys: [String: [UInt8]]

    package init(signingKeyID: String, signingKey: [UInt8], publicKeys: [String: [UInt8]]) {
        self.signingKeyID = signingKeyID
        self.signingKey = signingKey
        self.publicKeys = publicKeys
    }
}
