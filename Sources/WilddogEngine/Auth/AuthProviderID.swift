/// The provider ids the service knows, as `WDGUserInfo.providerID` and `WAuthData.provider` spell them.
package enum AuthProviderID {
    /// Email + password and phone + password (`WDGWilddogAuthProviderID`).
    package static let password = "password"
    package static let anonymous = "anonymous"
    package static let custom = "custom"
    package static let qq = "qq"
    package static let weixin = "weixin"
    package static let weibo = "weibo"

    /// The third-party providers, in the order the SDK documents them.
    package static let oauthProviders = [qq, weixin, weibo]
}
