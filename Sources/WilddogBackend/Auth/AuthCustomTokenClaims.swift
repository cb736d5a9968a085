import WilddogEngine

/// What a custom token asserts, in either of the two formats the service accepts.
///
/// Current format (Wilddog/Firebase server SDKs): `{"uid": …, "claims": {…}, "iat", "exp",
/// "admin", "debug"}`. Legacy 1.x token-generator format: `{"v": 0, "d": {"uid": …, …},
/// "iat", "exp", "admin", "debug"}`, where the other members of `d` are the claims.
package struct AuthCustomTokenClaims: Equatable, Sendable {
    /// The longest uid a custom token may carry.
    package static let maxUIDLength = 128

    /// The account the token signs in to (created on first use).
    package var uid: String
    /// Developer claims, copied into every ID token of the session (`auth.token.<name>` in rules).
    package var developerClaims: [String: AuthJSON]
    package var admin: Bool
    package var debug: Bool
    /// `exp`, in seconds since 1970, when the token has one.
    package var expiresAt: Double?

    /// Reads the claims of a signature-checked custom token.
    /// - Throws: `invalidToken` for a missing or malformed uid (admin tokens need one too), a non-object `claims`, or a
    ///   developer claim with a reserved name.
    package init(payload: [String: AuthJSON]) throws(AuthServiceError) {
        admin = payload["admin"]?.boolValue ?? false
        debug = payload["debug"]?.boolValue ?? false
        expiresAt = payload["exp"]?.doubleValue
        let uidValue: AuthJSON?
        var claims: [String: AuthJSON]
        if let data = payload["d"] {
            guard var members = data.objectValue else { throw .invalidToken(detail: "\"d\" is not an object") }
            uidValue = members.removeValue(forKey: "uid")
            claims = members
        } else {
            uidValue = payload["uid"]
            switch payload["claims"] {
            case nil, .null?: claims = [:]
            case .object(let members)?: claims = members
            default: throw .invalidToken(detail: "\"claims\" is not an object")
            }
        }
        guard let value = uidValue?.stringValue, !value.isEmpty, value.count <= Self.maxUIDLength else {
            throw .invalidToken(detail: "a custom token needs a uid string of 1…\(Self.maxUIDLength) characters")
        }
        uid = value
        if let reserved = claims.keys.sorted().first(where: AuthTokenIssuer.reservedClaimNames.contains) {
            throw .invalidToken(detail: "the developer claim \"\(reserved)\" is reserved")
        }
        developerClaims = claims
    }
}
