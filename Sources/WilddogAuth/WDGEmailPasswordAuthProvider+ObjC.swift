#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDGEmailPasswordAuthProvider` (2.x SDK): one-line forwards to the Swift class
/// methods, hidden from Swift. Built only where Objective-C is.
@available(*, deprecated, message: "please use WDGWilddogAuthProvider instead")
extension WDGEmailPasswordAuthProvider {
    @discardableResult @available(swift, obsoleted: 1) @objc(credentialWithEmail:password:)
    public class func __credential(withEmail email: String, password: String) -> WDGAuthCredential {
        credential(withEmail: email, password: password)
    }
}
#endif
