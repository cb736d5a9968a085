/// What a third-party login handed the app: the provider id and its named parameters.
///
/// Parameter names are those of the 1.x `authWithOAuthProvider(_:parameters:)` dictionary:
/// QQ `access_token` (+ `openId`), WeiXin `code`, Weibo `access_token` + `userID`.
package struct OAuthCredential: Equatable, Sendable {
    package static let accessTokenKey = "access_token"
    package static let openIDKey = "openId"
    package static let codeKey = "code"
    package static let userIDKey = "userID"

    package var providerID: String
    package var parameters: [String: String]

    package init(providerID: String, parameters: [String: String]) {
        self.providerID = providerID
        self.parameters = parameters
    }

    /// 2.x `WDGQQAuthProvider.credential(withAccessToken:)`.
    package static func qq(accessToken: String) -> OAuthCredential {
        OAuthCredential(providerID: AuthProviderID.qq, parameters: [accessTokenKey: accessToken])
    }

    /// 2.x `WDGWeiboAuthProvider.credential(withAccessToken:userID:)`.
    package static func weibo(accessToken: String, userID: String) -> OAuthCredential {
        OAuthCredential(providerID: AuthProviderID.weibo, parameters: [accessTokenKey: accessToken, userIDKey: userID])
    }

    /// 2.x `WDGWeiXinAuthProvider.credential(withCode:)`.
    package static func weixin(code: String) -> OAuthCredential {
        OAuthCredential(providerID: AuthProviderID.weixin, parameters: [codeKey: code])
    }

    /// 1.x `authWithOAuthProvider(_:parameters:)`: checks the provider name and the keys the
    /// 1.x docs require (QQ: `access_token` and `openId`; WeiXin: `code`; Weibo: `access_token`
    /// and `userID`).
    ///
    /// - Throws: `invalidProvider` for a name other than "qq", "weixin", "weibo" (lower case);
    ///   `invalidArguments` when a required key is missing or empty.
    package static func legacy(provider: String, parameters: [String: String]) throws(AuthServiceError) -> OAuthCredential {
        let required: [String]
        switch provider {
        case AuthProviderID.qq: required = [accessTokenKey, openIDKey]
        case AuthProviderID.weixin: required = [codeKey]
        case AuthProviderID.weibo: required = [accessTokenKey, userIDKey]
        default: throw .invalidProvider(detail: "unknown OAuth provider \"\(provider)\"")
        }
        for key in required where (parameters[key] ?? "").isEmpty {
            throw .invalidArguments(detail: "\(provider) login needs the parameter \"\(key)\"")
        }
        return OAuthCredential(providerID: provider, parameters: parameters)
    }

    /// 1.x `authWithOAuthProvider(_:token:)`: the token is the access token (QQ, Weibo) or
    /// the authorization code (WeiXin).
    ///
    /// - Throws: `invalidProvider` for an unknown name; `invalidArguments` for an empty token.
    package static func legacy(provider: String, token: String) throws(AuthServiceError) -> OAuthCredential {
        let key: String
        switch provider {
        case AuthProviderID.qq, AuthProviderID.weibo: key = accessTokenKey
        case AuthProviderID.weixin: key = codeKey
        default: throw .invalidProvider(detail: "unknown OAuth provider \"\(provider)\"")
        }
        guard !token.isEmpty else { throw .invalidArguments(detail: "the OAuth token is empty") }
        return OAuthCredential(providerID: provider, parameters: [key: token])
    }
}
