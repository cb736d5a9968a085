import Foundation

/// Factory of WeChat (WeiXin) credentials.
#if canImport(ObjectiveC)
@objc(WDGWeiXinAuthProvider)
#endif
public class WDGWeiXinAuthProvider: NSObject {
    private override init() {}

    /// Credential from a WeiXin OAuth authorization code.
    public class func credential(withCode code: String) -> WDGAuthCredential {
        WDGAuthCredential(.oauth(.weixin(code: code)))
    }
}
