import Foundation

/// User information of one login method.
public protocol WDGUserInfo: AnyObject {
    /// The login method: "password", "qq", "weibo", "weixin", "anonymous", "custom".
    var providerID: String { get }
    /// The user id (for a `providerData` entry: the provider-specific id).
    var uid: String { get }
    /// Display name, if any.
    var displayName: String? { get }
    /// Avatar URL, if any.
    var photoURL: URL? { get }
    /// Email address, if any.
    var email: String? { get }
    /// Phone number, if any.
    var phone: String? { get }
}
