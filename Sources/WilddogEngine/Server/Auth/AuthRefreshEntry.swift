import Foundation

/// What a refresh token stands for: one session of one user.
package struct AuthRefreshEntry: Equatable, Sendable {
    package var uid: String
    package var provider: String
    package var authTime: Date
    /// The account's token generation when the session began; older sessions are revoked.
    package var generation: Int
    package var admin: Bool
    package var debug: Bool
    package var developerClaims: [String: AuthJSON]
}
