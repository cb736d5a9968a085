import Foundation

/// The shipped header's name of `WDGWeiboAuthProvider`: the same class.
public typealias WDGSinaAuthProvider = WDGWeiboAuthProvider

/// Factory of Sina Weibo credentials.
#if canImport(ObjectiveC)
@objc(WDGWeiboAuthProvider)
#endif
public class WDGWeiboAuthProvider: NSObject {
    private override init() {}

    /// Credential from a Weibo OAuth access token and the Weibo user id.
    public class func credential(withAccessToken accessToken: String, userID: String) -> WDGAuthCredential {
        WDGAuthCredential(.oauth(.weibo(accessToken: accessToken, userID: userID)))
    }
}
