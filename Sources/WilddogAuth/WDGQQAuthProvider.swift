import Foundation

/// Factory of QQ credentials.
#if canImport(ObjectiveC)
@objc(WDGQQAuthProvider)
#endif
public class WDGQQAuthProvider: NSObject {
    private override init() {}

    /// Credential from a QQ OAuth access token.
    public class func credential(withAccessToken accessToken: String) -> WDGAuthCredential {
        WDGAuthCredential(.oauth(.qq(accessToken: accessToken)))
    }
}
