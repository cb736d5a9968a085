import Foundation

/// Factory of WeChat (WeiXin) credentials.
public class WDGWeiXinAuthProvider: NSObject {
    private override init() {}

    /// Credential from a WeiXin OAuth authorization code.
    public class func credential(withCode code: String) -> WDGAuthCredential {
        WDGAuthCredential(.oauth(.weixin(code: code)))
    }
}
