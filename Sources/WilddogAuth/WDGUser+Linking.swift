import Foundation
internal import WilddogEngine

/// Linking and unlinking login methods, and email / phone verification.
extension WDGUser {
    /// Links another login method to this user so either can sign in; the completion gets
    /// this user, updated.
    public func link(with credential: WDGAuthCredential, completion: WDGAuthResultCallback? = nil) {
        let engine = credential.engine
        perform({ service, token throws in ((), try service.link(idToken: token, credential: engine)) }) { [self] in
            if let error = $0.failure { completion?(nil, error) } else { completion?(self, nil) }
        }
    }

    /// Unlinks the login method `provider` ("qq", "weixin", "weibo", "password").
    public func unlink(fromProvider provider: String, completion: WDGAuthResultCallback? = nil) {
        updateRecord({ service, token throws in try service.unlink(idToken: token, providerID: provider) }) {
            [self] error in
            if let error { completion?(nil, error) } else { completion?(self, nil) }
        }
    }

    /// Sends a verification email to the user's address.
    public func sendEmailVerification(completion: WDGSendEmailVerificationCallback? = nil) {
        perform({ service, token throws in try service.sendEmailVerification(idToken: token); return ((), nil) }) {
            completion?($0.failure)
        }
    }

    /// Sends a verification code by SMS to the user's phone.
    public func sendPhoneVerification(completion: WDGSendPhoneVerificationCallback? = nil) {
        perform({ service, token throws in try service.sendPhoneVerification(idToken: token); return ((), nil) }) {
            completion?($0.failure)
        }
    }

    /// Verifies the SMS code sent by `sendPhoneVerification`; on success `isPhoneVerified` is true.
    public func verifyPhone(withSmsCode code: String, completion: WDGVerifyPhoneCallback? = nil) {
        updateRecord({ service, token throws in try service.verifyPhone(idToken: token, code: code) }, completion)
    }
}
