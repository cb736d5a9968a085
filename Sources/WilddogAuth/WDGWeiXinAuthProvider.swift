/// Factory of WeChat (WeiXin) credentials.
public class WDGWeiXinAuthProvider {
    private init() {}

    /// Credential from a WeiXin OAuth authorization code.
    public class func credential(withCode code: String) -> WDGAuthCredential {
        WDGAuthCredential(.oauth(.weixin(code: code)))
    }
}
