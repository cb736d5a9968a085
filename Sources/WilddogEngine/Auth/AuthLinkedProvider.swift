/// One login method of an account: the `WDGUserInfo` entries of `WDGUser.providerData`.
package struct AuthLinkedProvider: Equatable, Sendable {
    /// "password", "qq", "weixin" or "weibo".
    package var providerID: String
    /// The id of the account at the provider: the OAuth subject, or the email / phone for "password".
    package var uid: String
    package var displayName: String?
    package var photoURL: String?
    package var email: String?
    package var phone: String?
    /// What the provider told about the user (1.x `WAuthData.providerData`).
    package var profile: [String: AuthJSON]

    package init(
        providerID: String, uid: String, displayName: String? = nil, photoURL: String? = nil,
        email: String? = nil, phone: String? = nil, profile: [String: AuthJSON] = [:]
    ) {
        self.providerID = providerID
        self.uid = uid
        self.displayName = displayName
        self.photoURL = photoURL
        self.email = email
        self.phone = phone
        self.profile = profile
    }
}
