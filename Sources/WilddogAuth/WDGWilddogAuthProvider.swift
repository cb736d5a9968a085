import Foundation

/// Factory of email/phone + password credentials.
#if canImport(ObjectiveC)
@objc(WDGWilddogAuthProvider)
#endif
public class WDGWilddogAuthProvider: NSObject {
    private override init() {}

    /// Credential for email + password (for `signIn(with:)`, `link(with:)`, `reauthenticate(with:)`).
    public class func credential(withEmail email: String, password: String) -> WDGAuthCredential {
        WDGAuthCredential(.emailPassword(email: email, password: password))
    }

    /// Credential for phone + password.
    public class func credential(withPhone phone: String, password: String) -> WDGAuthCredential {
        WDGAuthCredential(.phonePassword(phone: phone, password: password))
    }
}
