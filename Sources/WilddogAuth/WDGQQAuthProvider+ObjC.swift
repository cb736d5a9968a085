#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDGQQAuthProvider` (2.x SDK): one-line forwards to the Swift class
/// methods, hidden from Swift. Built only where Objective-C is.
extension WDGQQAuthProvider {
    @discardableResult @available(swift, obsoleted: 1) @objc(credentialWithAccessToken:)
    public class func __credential(withAccessToken accessToken: String) -> WDGAuthCredential {
        credential(withAccessToken: accessToken)
    }
}
#endif
