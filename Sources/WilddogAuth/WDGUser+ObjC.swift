#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDGUser` (WDGUser.h of the 2.x SDK): one-line forwards to the
/// Swift members, hidden from Swift. Built only where Objective-C is. The `WDGUserInfo`
/// properties are the Swift ones, `@objc` by the conformance to the Objective-C protocol.
extension WDGUser: __WDGUserInfo {
    @available(swift, obsoleted: 1) @objc(anonymous) public var __anonymous: Bool { @objc(isAnonymous) get { isAnonymous } }
    @available(swift, obsoleted: 1) @objc(emailVerified)
    public var __emailVerified: Bool { @objc(isEmailVerified) get { isEmailVerified } }
    @available(swift, obsoleted: 1) @objc(phoneVerified)
    public var __phoneVerified: Bool { @objc(isPhoneVerified) get { isPhoneVerified } }
    /// Every entry is a `LinkedProviderInfo`, which conforms to the Objective-C protocol too.
    @available(swift, obsoleted: 1) @objc(providerData)
    public var __providerData: [__WDGUserInfo] { providerData.compactMap { $0 as? __WDGUserInfo } }

    @available(swift, obsoleted: 1) @objc(updateEmail:completion:)
    public func __updateEmail(_ email: String, completion: WDGUserProfileChangeCallback?) {
        updateEmail(email, completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(updatePassword:completion:)
    public func __updatePassword(_ password: String, completion: WDGUserProfileChangeCallback?) {
        updatePassword(password, completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(updatePhone:completion:)
    public func __updatePhone(_ phone: String, completion: WDGUserProfileChangeCallback?) {
        updatePhone(phone, completion: completion)
    }

    @discardableResult @available(swift, obsoleted: 1) @objc(profileChangeRequest)
    public func __profileChangeRequest() -> WDGUserProfileChangeRequest { profileChangeRequest() }

    @available(swift, obsoleted: 1) @objc(reloadWithCompletion:)
    public func __reload(completion: WDGUserProfileChangeCallback?) { reload(completion: completion) }

    @available(swift, obsoleted: 1) @objc(reauthenticateWithCredential:completion:)
    public func __reauthenticate(with credential: WDGAuthCredential, completion: WDGUserProfileChangeCallback?) {
        reauthenticate(with: credential, completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(getTokenWithCompletion:)
    public func __getTokenWithCompletion(_ completion: WDGAuthTokenCallback?) { getTokenWithCompletion(completion) }

    @available(swift, obsoleted: 1) @objc(linkWithCredential:completion:)
    public func __link(with credential: WDGAuthCredential, completion: WDGAuthResultCallback?) {
        link(with: credential, completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(unlinkFromProvider:completion:)
    public func __unlink(fromProvider provider: String, completion: WDGAuthResultCallback?) {
        unlink(fromProvider: provider, completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(sendEmailVerificationWithCompletion:)
    public func __sendEmailVerification(completion: WDGSendEmailVerificationCallback?) {
        sendEmailVerification(completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(sendPhoneVerificationWithCompletion:)
    public func __sendPhoneVerification(completion: WDGSendPhoneVerificationCallback?) {
        sendPhoneVerification(completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(verifyPhoneWithSmsCode:completion:)
    public func __verifyPhone(withSmsCode code: String, completion: WDGVerifyPhoneCallback?) {
        verifyPhone(withSmsCode: code, completion: completion)
    }

    @available(swift, obsoleted: 1) @objc(deleteWithCompletion:)
    public func __delete(completion: WDGUserProfileChangeCallback?) { delete(completion: completion) }
}
#endif
