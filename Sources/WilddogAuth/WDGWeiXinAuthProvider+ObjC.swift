#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDGWeiXinAuthProvider` (2.x SDK): one-line forwards to the Swift class
/// methods, hidden from Swift. Built only where Objective-C is.
extension WDGWeiXinAuthProvider {
    @discardableResult @available(swift, obsoleted: 1) @objc(credentialWithCode:)
    public class func __credential(withCode code: String) -> WDGAuthCredential { credential(withCode: code) }
}
#endif
