import WilddogEngine

/// The user a verified OAuth credential stands for.
package struct OAuthIdentity: Equatable, Sendable {
    package var providerID: String
    /// The user's stable id at the provider (QQ openId, Weibo userID, WeiXin openid).
    package var subject: String
    package var displayName: String?
    package var photoURL: String?
    package var email: String?
    /// Provider data handed back as 1.x `WAuthData.providerData`.
    package var profile: [String: AuthJSON]

    package init(
        providerID: String, subject: String, displayName: String? = nil, photoURL: String? = nil,
        email: String? = nil, profile: [String: AuthJSON] = [:]
    ) {
        self.providerID = providerID
        self.subject = subject
        self.displayName = displayName
        self.photoURL = photoURL
        self.email = email
        self.profile = profile
    }

    /// The uid of the account first created for this identity: 28 hex digits of
    /// SHA-256("provider:subject"), stable across processes and service instances.
    /// - Throws: `failure` when the crypto library fails.
    package var derivedUID: String {
        get throws(AuthServiceError) {
            let digest = try AuthServiceError.crypto { () throws(CryptoFailure) in
                try Crypto.sha256("\(providerID):\(subject)")
            }
            return String(Crypto.hex(digest).prefix(28))
        }
    }

    /// This identity as an entry of `AuthUserRecord.oauthProviders`.
    package var linkedProvider: AuthLinkedProvider {
        AuthLinkedProvider(
            providerID: providerID, uid: subject, displayName: displayName, photoURL: photoURL,
            email: email, profile: profile)
    }
}
