import WilddogEngine

/// A sign-in method that an app can enable or disable (the console's switches).
package enum AuthSignInMethod: String, CaseIterable, Hashable, Sendable {
    case email
    case phone
    case anonymous
    case customToken
    case qq
    case weixin
    case weibo

    /// The method of an OAuth provider id; nil for a provider the service does not know.
    package init?(oauthProviderID: String) {
        switch oauthProviderID {
        case AuthProviderID.qq: self = .qq
        case AuthProviderID.weixin: self = .weixin
        case AuthProviderID.weibo: self = .weibo
        default: return nil
        }
    }
}
