import WilddogEngine

/// The `auth` variable of the security rules for one verified token.
package struct AuthRulesAuth: Equatable, Sendable {
    package var uid: String
    package var provider: String
    /// All claims of the token, developer claims included (`auth.token` in rules).
    package var token: [String: AuthJSON]
    /// True for the app secret and admin tokens: the rules are bypassed altogether.
    package var isAdmin: Bool

    package init(uid: String, provider: String, token: [String: AuthJSON], isAdmin: Bool) {
        self.uid = uid
        self.provider = provider
        self.token = token
        self.isAdmin = isAdmin
    }

    /// `{uid, provider, token}` as the rules evaluator reads it.
    package var variable: AuthJSON {
        .object(["uid": .string(uid), "provider": .string(provider), "token": .object(token)])
    }
}
