#if canImport(ObjectiveC)
import Foundation

// The Objective-C interface of the credential factories (WDG…AuthProvider.h of the 2.x SDK):
// one-line forwards to the Swift class methods, hidden from Swift. `WDGSinaAuthProvider` is an
// Objective-C alias of `WDGWeiboAuthProvider`, declared in the umbrella header.

extension WDGWilddogAuthProvider {
    @available(swift, obsoleted: 1) @objc(credentialWithEmail:password:)
    public class func __credential(withEmail email: String, password: String) -> WDGAuthCredential {
        credential(withEmail: email, password: password)
    }

    @available(swift, obsoleted: 1) @objc(credentialWithPhone:password:)
    public class func __credential(withPhone phone: String, password: String) -> WDGAuthCredential {
        credential(withPhone: phone, password: password)
    }
}

@available(*, deprecated, message: "please use WDGWilddogAuthProvider instead")
extension WDGEmailPasswordAuthProvider {
    @available(swift, obsoleted: 1) @objc(credentialWithEmail:password:)
    public class func __credential(withEmail email: String, password: String) -> WDGAuthCredential {
        credential(withEmail: email, password: password)
    }
}

extension WDGQQAuthProvider {
    @available(swift, obsoleted: 1) @objc(credentialWithAccessToken:)
    public class func __credential(withAccessToken accessToken: String) -> WDGAuthCredential { credential(withAccessToken: accessToken) }
}

extension WDGWeiboAuthProvider {
    @available(swift, obsoleted: 1) @objc(credentialWithAccessToken:userID:)
    public class func __credential(withAccessToken accessToken: String, userID: String) -> WDGAuthCredential {
        credential(withAccessToken: accessToken, userID: userID)
    }
}

extension WDGWeiXinAuthProvider {
    @available(swift, obsoleted: 1) @objc(credentialWithCode:)
    public class func __credential(withCode code: String) -> WDGAuthCredential { credential(withCode: code) }
}
#endif
