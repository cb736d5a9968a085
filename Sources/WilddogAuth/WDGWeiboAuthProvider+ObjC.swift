#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDGWeiboAuthProvider` (2.x SDK): one-line forwards to the Swift class
/// methods, hidden from Swift. Built only where Objective-C is.
/// `WDGSinaAuthProvider` is the Objective-C alias of this class, declared in WilddogAuth.h.
extension WDGWeiboAuthProvider {
    @discardableResult @available(swift, obsoleted: 1) @objc(credentialWithAccessToken:userID:)
    public class func __credential(withAccessToken accessToken: String, userID: String) -> WDGAuthCredential {
        credential(withAccessToken: accessToken, userID: userID)
    }
}
#endif
