#if canImport(ObjectiveC)
import Foundation
import WilddogCore

/// The Objective-C interface of `WDGAuth` (WDGAuth.h of the 2.x SDK): one-line forwards to the
/// Swift members, hidden from Swift. Built only where Objective-C is.
extension WDGAuth {
    @discardableResult @available(swift, obsoleted: 1) @objc(auth) public class func __auth() -> WDGAuth? { auth() }
    @discardableResult @available(swift, obsoleted: 1) @objc(authWithApp:)
    public class func __auth(withApp app: WDGApp) -> WDGAuth? { WDGAuth(app: app) }

    @available(swift, obsoleted: 1) @objc(app) public var __app: WDGApp? { app }
    @available(swift, obsoleted: 1) @objc(currentUser) public var __currentUser: WDGUser? { currentUser }

    @available(swift, obsoleted: 1) @objc(fetchProvidersForEmail:completion:)
    public func __fetchProviders(forEmail email: String, completion: WDGProviderQueryCallback?) {
        fetchProviders(forEmail: email, completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(signInWithEmail:password:completion:)
    public func __signIn(withEmail email: String, password: String, completion: WDGAuthResultCallback?) {
        signIn(withEmail: email, password: password, completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(signInWithPhone:password:completion:)
    public func __signIn(withPhone phone: String, password: String, completion: WDGAuthResultCallback?) {
        signIn(withPhone: phone, password: password, completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(signInWithCredential:completion:)
    public func __signIn(with credential: WDGAuthCredential, completion: WDGAuthResultCallback?) {
        signIn(with: credential, completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(signInAnonymouslyWithCompletion:)
    public func __signInAnonymously(completion: WDGAuthResultCallback?) { signInAnonymously(completion: completion) }

    @available(swift, obsoleted: 1) @objc(signInWithCustomToken:completion:)
    public func __signIn(withCustomToken token: String, completion: WDGAuthResultCallback?) {
        signIn(withCustomToken: token, completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(createUserWithEmail:password:completion:)
    public func __createUser(withEmail email: String, password: String, completion: WDGAuthResultCallback?) {
        createUser(withEmail: email, password: password, completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(createUserWithPhone:password:completion:)
    public func __createUser(withPhone phone: String, password: String, completion: WDGAuthResultCallback?) {
        createUser(withPhone: phone, password: password, completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(sendPasswordResetSmsWithPhone:completion:)
    public func __sendPasswordResetSms(withPhone phone: String, completion: WDGSendSmsResultCallback?) {
        sendPasswordResetSms(withPhone: phone, completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(sendPasswordResetWithEmail:completion:)
    public func __sendPasswordReset(withEmail email: String, completion: WDGSendPasswordResetCallback?) {
        sendPasswordReset(withEmail: email, completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(confirmPasswordResetSmsWithPhone:smsCode:newPassword:completion:)
    public func __confirmPasswordResetSms(withPhone phone: String, smsCode code: String, newPassword: String,
                                          completion: WDGSendPasswordResetCallback?) {
        confirmPasswordResetSms(withPhone: phone, smsCode: code, newPassword: newPassword, completion: completion)
    }

    /// `- (BOOL)signOut:(NSError **)error`: the Swift error becomes the `NSError` out-parameter.
    /// (One line: the Linux header check rewrites it into that out-parameter form, see wilddog-objc-headers.)
    @available(swift, obsoleted: 1) @objc(signOut:) public func __signOut() throws { try signOut() }

    @discardableResult @available(swift, obsoleted: 1) @objc(addAuthStateDidChangeListener:)
    public func __addAuthStateDidChangeListener(_ listener: @escaping WDGAuthStateDidChangeListenerBlock)
        -> WDGAuthStateDidChangeListenerHandle {
        addStateDidChangeListener(listener)
    }

    @available(swift, obsoleted: 1) @objc(removeAuthStateDidChangeListener:)
    public func __removeAuthStateDidChangeListener(_ listenerHandle: WDGAuthStateDidChangeListenerHandle) {
        removeStateDidChangeListener(listenerHandle)
    }
}
#endif
