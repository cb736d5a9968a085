import Foundation

/// A signed-in session: the user, its ID token and the refresh token that renews it.
///
/// The 2.x facade keeps it as the current user's state; the 1.x facade builds `WAuthData`
/// from it (`auth` = `claims`, `expires` = `expiresAt`, `token` = `idToken`).
package struct AuthSession: Equatable, Sendable {
    /// The uid that `AuthSession.uid` reports for a session opened with the raw app secret.
    package static let secretAdminUID = "admin"

    /// The account; nil only for a session opened with the raw app secret (no account).
    ///
    /// Such a session carries the secret itself as `idToken` (1.x behaviour), never expires
    /// (`expiresAt` is `Date.distantFuture`) and has no refresh token (`""`).
    package var user: AuthUserRecord?
    /// How this session signed in: "password", "anonymous", "custom", "qq", "weixin", "weibo".
    package var provider: String
    /// JWT HS256 proving the session to the data server and the rules.
    package var idToken: String
    /// Opaque token that `AuthAccountService.refresh(refreshToken:)` exchanges for a new ID token.
    package var refreshToken: String
    package var issuedAt: Date
    package var expiresAt: Date
    /// When the user last proved a credential (sign-in or reauthentication, not refresh).
    package var authTime: Date
    /// The ID token's claims, the `auth` payload of 1.x `WAuthData`.
    package var claims: [String: AuthJSON]
    /// True for the raw app secret and for custom tokens with `admin: true`: rules are bypassed.
    package var isAdmin: Bool
    /// The identity provider's profile of this sign-in (1.x `WAuthData.providerData`).
    package var providerData: [String: AuthJSON]

    package init(user: AuthUserRecord?, provider: String, idToken: String, refreshToken: String, issuedAt: Date,
                 expiresAt: Date, authTime: Date, claims: [String: AuthJSON], isAdmin: Bool,
                 providerData: [String: AuthJSON]) {
        self.user = user
        self.provider = provider
        self.idToken = idToken
        self.refreshToken = refreshToken
        self.issuedAt = issuedAt
        self.expiresAt = expiresAt
        self.authTime = authTime
        self.claims = claims
        self.isAdmin = isAdmin
        self.providerData = providerData
    }

    /// The signed-in uid (`secretAdminUID` for a session opened with the raw app secret).
    package var uid: String {
        user?.uid ?? Self.secretAdminUID
    }
}
