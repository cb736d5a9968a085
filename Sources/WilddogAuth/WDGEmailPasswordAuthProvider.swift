import Foundation

/// Factory of email + password credentials; deprecated in Auth 2.0.3.
#if canImport(ObjectiveC)
@objc(WDGEmailPasswordAuthProvider)
#endif
@available(*, deprecated, message: "please use WDGWilddogAuthProvider instead")
public class WDGEmailPasswordAuthProvider: NSObject {
    private override init() {}

    /// Credential for email + password (same as `WDGWilddogAuthProvider`).
    public class func credential(withEmail email: String, password: String) -> WDGAuthCredential {
        WDGAuthCredential(.emailPassword(email: email, password: password))
    }
}
