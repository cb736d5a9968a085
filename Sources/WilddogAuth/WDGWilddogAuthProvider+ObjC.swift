#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDGWilddogAuthProvider` (2.x SDK): one-line forwards to the Swift class
/// methods, hidden from Swift. Built only where Objective-C is.
extension WDGWilddogAuthProvider {
    @discardableResult @available(swift, obsoleted: 1) @objc(credentialWithEmail:password:)
    public class func __credential(withEmail email: String, password: String) -> WDGAuthCredential {
        credential(withEmail: email, password: password)
    }

    @discardableResult @available(swift, obsoleted: 1) @objc(credentialWithPhone:password:)
    public class func __credential(withPhone phone: String, password: String) -> WDGAuthCredential {
        credential(withPhone: phone, password: password)
    }
}
#endif
