import WilddogBackend
import WilddogEngine

/// Codes: password resets (email oob codes, Wilddog SMS codes) and verifications.
extension AuthRESTCall {
    /// `accounts:sendOobCode`: `requestType` `PASSWORD_RESET` with `email` (or, Wilddog,
    /// `phoneNumber`: an SMS code), `VERIFY_EMAIL` with `idToken`, `VERIFY_PHONE_NUMBER`
    /// (Wilddog) with `idToken`. Nothing is sent: the codes are listed at
    /// `/emulator/v1/projects/<namespace>/oobCodes` and `…/verificationCodes`. With email
    /// enumeration protection, a reset for an unknown address answers as for a known one.
    func sendOobCode() throws(AuthRESTFailure) -> AuthJSON {
        let type = try request.require("requestType", missing: "MISSING_REQ_TYPE")
        var answer: [String: AuthJSON] = ["kind": .string("identitytoolkit#GetOobConfirmationCodeResponse")]
        switch type {
        case "PASSWORD_RESET":
            if let email = request.string("email") {
                try hidingUnknownAccounts { () throws(AuthServiceError) in try service.sendPasswordResetEmail(email: email) }
                answer["email"] = .string(email)
            } else if let phone = request.string("phoneNumber") {
                try hidingUnknownAccounts { () throws(AuthServiceError) in try service.sendPasswordResetSMS(phone: phone) }
                answer["phoneNumber"] = .string(phone)
            } else {
                throw AuthRESTFailure(message: "MISSING_EMAIL")
            }
        case "VERIFY_EMAIL":
            let idToken = try idToken()
            try call { () throws(AuthServiceError) in try service.sendEmailVerification(idToken: idToken) }
            let user = try call { () throws(AuthServiceError) in try service.reload(idToken: idToken) }
            answer["email"] = .string(user.email ?? "")
        case "VERIFY_PHONE_NUMBER":
            let idToken = try idToken()
            try call { () throws(AuthServiceError) in try service.sendPhoneVerification(idToken: idToken) }
            let user = try call { () throws(AuthServiceError) in try service.reload(idToken: idToken) }
            answer["phoneNumber"] = .string(user.phone.map(Self.e164) ?? "")
        default:
            throw AuthRESTFailure(message: "INVALID_REQ_TYPE : \(type.prefix(40)) is not PASSWORD_RESET, VERIFY_EMAIL or VERIFY_PHONE_NUMBER")
        }
        return .object(answer)
    }

    /// `accounts:resetPassword`: with an `oobCode` alone, tells the email the reset code is for;
    /// with `newPassword` too, sets it. Wilddog: `phoneNumber`, `smsCode` and `newPassword`
    /// reset with an SMS code.
    func resetPassword() throws(AuthRESTFailure) -> AuthJSON {
        var answer: [String: AuthJSON] = [
            "kind": .string("identitytoolkit#ResetPasswordResponse"), "requestType": .string("PASSWORD_RESET"),
        ]
        if let phone = request.string("phoneNumber") {
            let code = try request.require("smsCode", missing: "MISSING_CODE")
            let password = try request.require("newPassword", missing: "MISSING_NEW_PASSWORD")
            try signingIn { () throws(AuthServiceError) in
                try service.confirmPasswordResetSMS(phone: phone, code: code, newPassword: password)
            }
            answer["phoneNumber"] = .string(phone)
            return .object(answer)
        }
        let oobCode = try request.require("oobCode", missing: "MISSING_OOB_CODE")
        let email = try call { () throws(AuthServiceError) in try service.verifyPasswordResetCode(oobCode) }
        if let password = request.string("newPassword") {
            try call { () throws(AuthServiceError) in try service.confirmPasswordReset(oobCode: oobCode, newPassword: password) }
        }
        answer["email"] = .string(email)
        return .object(answer)
    }

    /// Runs a send to an email or phone; with enumeration protection, "no such account" is
    /// answered as a success.
    private func hidingUnknownAccounts(_ body: () throws(AuthServiceError) -> Void) throws(AuthRESTFailure) {
        try call { () throws(AuthServiceError) in
            do throws(AuthServiceError) {
                try body()
            } catch {
                switch error {
                case .emailNotFound where protectsEmails, .phoneNotFound where protectsEmails: return
                default: throw error
                }
            }
        }
    }
}
