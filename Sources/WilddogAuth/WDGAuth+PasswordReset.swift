import Foundation
internal import WilddogEngine

/// Password resets by email and by SMS.
extension WDGAuth {
    /// Sends a password-reset verification code by SMS to `phone`.
    public func sendPasswordResetSms(withPhone phone: String, completion: WDGSendSmsResultCallback? = nil) {
        run({ service throws in try service.sendPasswordResetSMS(phone: phone) }) { result in
            completion?(result.failure)
        }
    }

    /// Sends a password-reset email to `email`.
    public func sendPasswordReset(withEmail email: String, completion: WDGSendPasswordResetCallback? = nil) {
        run({ service throws in try service.sendPasswordResetEmail(email: email) }) { result in
            completion?(result.failure)
        }
    }

    /// Sets `newPassword` for the phone's user after checking the SMS code from `sendPasswordResetSms`.
    public func confirmPasswordResetSms(withPhone phone: String, smsCode code: String, newPassword: String,
                                        completion: WDGSendPasswordResetCallback? = nil) {
        run({ service throws in
            try service.confirmPasswordResetSMS(phone: phone, code: code, newPassword: newPassword)
        }) { result in
            completion?(result.failure)
        }
    }
}
