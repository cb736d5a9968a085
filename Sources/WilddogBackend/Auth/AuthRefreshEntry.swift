import Foundation
import WilddogEngine

/// What a refresh token stands for: one session of one user.
struct AuthRefreshEntry: Equatable, Sendable {
    var uid: String
    var provider: String
    var authTime: Date
    var admin: Bool
    var debug: Bool
    var developerClaims: [String: AuthJSON]
    /// When a revocation (password change or reset, `revokeTokens`, disabling) or the account's
    /// deletion ended the session; nil while it lasts. An ended entry is kept for
    /// `AuthStore.endedSessionRetention` so that a refresh says why, as Firebase does
    /// (`TOKEN_EXPIRED`, `USER_DISABLED`, `USER_NOT_FOUND`), not that the token is unknown.
    var endedAt: Date?
}
