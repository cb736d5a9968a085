import Foundation
internal import WilddogEngine

/// The login state of a user, as the auth methods of `Wilddog` return it.
#if canImport(ObjectiveC)
@objc(WAuthData)
#endif
public class WAuthData: NSObject {
    /// The raw authentication payload (the token's claims, e.g. "uid", "provider").
    public let auth: [AnyHashable: Any]
    /// Expiry time of the token in seconds since the Unix epoch.
    public let expires: NSNumber
    /// The user's id, unique across all login methods of the app.
    public let uid: String
    /// The login method: "password", "anonymous", "custom", "qq", "weibo" or "weixin".
    public let provider: String
    /// The token that authenticates this user to the database.
    public let token: String
    /// What the third-party provider told about the user (empty for password/anonymous/custom).
    public let providerData: [AnyHashable: Any]

    init(_ session: AuthSession) {
        var claims: [AnyHashable: Any] = [:]
        for (key, value) in session.claims { claims[key] = value.anyValue }
        var profile: [AnyHashable: Any] = [:]
        for (key, value) in session.providerData { profile[key] = value.anyValue }
        auth = claims
        expires = NSNumber(value: Int64(session.expiresAt.timeIntervalSince1970.rounded(.down)))
        uid = session.uid
        provider = session.provider
        token = session.idToken
        providerData = profile
    }
}
