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
}
