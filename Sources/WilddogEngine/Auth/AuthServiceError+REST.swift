import Foundation

/// The Identity Toolkit REST form of `AuthServiceError`, shared by `wilddog-server` (which
/// answers with it) and an HTTP client of the accounts service (which reads it back).
///
/// An error answer is `{"error":{"code":400,"message":"EMAIL_EXISTS","errors":[…],"details":[…]}}`.
/// `message` is Firebase's (so Firebase's own clients understand it); a Wilddog server adds a
/// `google.rpc.ErrorInfo` detail whose `reason` is `restReason`, so that a Wilddog client gets
/// back the exact case (`tokenRevoked` and `expiredToken` share `TOKEN_EXPIRED`, for instance).
extension AuthServiceError {
    /// Which token a request carried: token errors are worded after it.
    package enum RESTToken: Sendable {
        case idToken
        case refreshToken
        case customToken
    }

    /// The `domain` of the `ErrorInfo` detail a Wilddog server adds.
    package static let restErrorDomain = "auth.wilddog.com"

    /// The HTTP status of the answer: 500 for server failures, 400 for everything else (as the
    /// Identity Toolkit answers).
    package var restStatus: Int {
        switch self {
        case .failure, .unknown: 500
        case .networkError: 503
        default: 400
        }
    }

    /// The REST message: Firebase's code, with a fixed explanation after ` : ` for some. The
    /// developer `detail` is never part of it (it may name accounts).
    package func restMessage(token: RESTToken = .idToken) -> String {
        switch self {
        case .failure: "INTERNAL_ERROR"
        case .unknown: "UNKNOWN_ERROR"
        case .expiredToken:
            token == .customToken ? "INVALID_CUSTOM_TOKEN : The custom token has expired" : "TOKEN_EXPIRED"
        case .invalidToken:
            switch token {
            case .idToken: "INVALID_ID_TOKEN"
            case .refreshToken: "INVALID_REFRESH_TOKEN"
            case .customToken: "INVALID_CUSTOM_TOKEN"
            }
        case .tokenRevoked: "TOKEN_EXPIRED"
        case .tokenNotForThisApp: token == .customToken ? "CREDENTIAL_MISMATCH" : "INVALID_ID_TOKEN"
        case .operationNotAllowed: "OPERATION_NOT_ALLOWED"
        case .invalidProvider: "INVALID_PROVIDER_ID"
        case .providerNotLinked: "NO_SUCH_PROVIDER"
        case .invalidEmail: "INVALID_EMAIL"
        case .wrongPassword: "INVALID_PASSWORD"
        case .invalidLoginCredentials: "INVALID_LOGIN_CREDENTIALS"
        case .tooManyAttempts:
            "TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled due to many failed login attempts. Try again later."
        case .invalidUser, .emailNotFound: "EMAIL_NOT_FOUND"
        case .emailAlreadyInUse: "EMAIL_EXISTS"
        case .invalidCredentials: "INVALID_IDP_RESPONSE"
        case .providerError: "INVALID_IDP_RESPONSE : The identity provider failed"
        case .invalidArguments: "INVALID_ARGUMENT"
        case .invalidOobCode: "INVALID_OOB_CODE"
        case .expiredOobCode: "EXPIRED_OOB_CODE"
        case .providerAlreadyLinked: "PROVIDER_ALREADY_LINKED"
        case .credentialAlreadyInUse: "FEDERATED_USER_ID_ALREADY_LINKED"
        case .emailMissing: "MISSING_EMAIL"
        case .userNotFound: "USER_NOT_FOUND"
        case .credentialTooOld: "CREDENTIAL_TOO_OLD_LOGIN_AGAIN"
        case .noPasswordProvider: "NO_PASSWORD_PROVIDER : The account has neither an email nor a phone number"
        case .weakPassword: "WEAK_PASSWORD : Password should be 6 to 32 characters"
        case .displayNameTooLong: "INVALID_DISPLAY_NAME : The display name is longer than 20 characters"
        case .photoURLTooLong: "INVALID_PHOTO_URL : The photo URL is longer than 1024 characters"
        case .invalidProfileCharacters: "INVALID_PROFILE_ATTRIBUTE : The display name or photo URL has characters it cannot hold"
        case .invalidPhone: "INVALID_PHONE_NUMBER"
        case .phoneAlreadyInUse: "PHONE_NUMBER_EXISTS"
        case .phoneNotFound: "PHONE_NUMBER_NOT_FOUND"
        case .smsCodeNotSent: "INVALID_SESSION_INFO"
        case .smsCodeMismatch: "INVALID_CODE"
        case .userDisabled: "USER_DISABLED"
        case .networkError: "NETWORK_REQUEST_FAILED"
        }
    }

    /// The case's name, the `reason` of the `ErrorInfo` detail: it names the case exactly.
    package var restReason: String {
        switch self {
        case .failure: "failure"
        case .expiredToken: "expiredToken"
        case .invalidToken: "invalidToken"
        case .tokenRevoked: "tokenRevoked"
        case .tokenNotForThisApp: "tokenNotForThisApp"
        case .operationNotAllowed: "operationNotAllowed"
        case .invalidProvider: "invalidProvider"
        case .providerNotLinked: "providerNotLinked"
        case .invalidEmail: "invalidEmail"
        case .wrongPassword: "wrongPassword"
        case .invalidLoginCredentials: "invalidLoginCredentials"
        case .tooManyAttempts: "tooManyAttempts"
        case .invalidUser: "invalidUser"
        case .emailAlreadyInUse: "emailAlreadyInUse"
        case .invalidCredentials: "invalidCredentials"
        case .invalidArguments: "invalidArguments"
        case .providerError: "providerError"
        case .invalidOobCode: "invalidOobCode"
        case .expiredOobCode: "expiredOobCode"
        case .providerAlreadyLinked: "providerAlreadyLinked"
        case .credentialAlreadyInUse: "credentialAlreadyInUse"
        case .emailMissing: "emailMissing"
        case .userNotFound: "userNotFound"
        case .credentialTooOld: "credentialTooOld"
        case .noPasswordProvider: "noPasswordProvider"
        case .weakPassword: "weakPassword"
        case .displayNameTooLong: "displayNameTooLong"
        case .photoURLTooLong: "photoURLTooLong"
        case .invalidProfileCharacters: "invalidProfileCharacters"
        case .invalidPhone: "invalidPhone"
        case .phoneAlreadyInUse: "phoneAlreadyInUse"
        case .emailNotFound: "emailNotFound"
        case .phoneNotFound: "phoneNotFound"
        case .smsCodeNotSent: "smsCodeNotSent"
        case .smsCodeMismatch: "smsCodeMismatch"
        case .userDisabled: "userDisabled"
        case .networkError: "networkError"
        case .unknown: "unknown"
        }
    }

    /// The `metadata` of the `ErrorInfo` detail: the provider of `providerAlreadyLinked`.
    package var restMetadata: [String: String] {
        if case .providerAlreadyLinked(let providerID, _) = self { return ["providerId": providerID] }
        return [:]
    }

    /// Every case once (with an empty detail), the order of `restReason` lookups.
    package static let allCases: [AuthServiceError] = [
        .failure(), .expiredToken(), .invalidToken(), .tokenRevoked(), .tokenNotForThisApp(), .operationNotAllowed(),
        .invalidProvider(), .providerNotLinked(), .invalidEmail(), .wrongPassword(), .invalidLoginCredentials(),
        .tooManyAttempts(), .invalidUser(), .emailAlreadyInUse(), .invalidCredentials(), .invalidArguments(),
        .providerError(), .invalidOobCode(), .expiredOobCode(), .providerAlreadyLinked(providerID: ""),
        .credentialAlreadyInUse(), .emailMissing(), .userNotFound(), .credentialTooOld(), .noPasswordProvider(),
        .weakPassword(), .displayNameTooLong(), .photoURLTooLong(), .invalidProfileCharacters(), .invalidPhone(),
        .phoneAlreadyInUse(), .emailNotFound(), .phoneNotFound(), .smsCodeNotSent(), .smsCodeMismatch(),
        .userDisabled(), .networkError(), .unknown(),
    ]

    /// Firebase's messages (and the request-shape ones a server answers before any account
    /// work) with the case each reads back as, when the answer names no reason.
    package static let restMessageCases: [String: AuthServiceError] = {
        var table: [String: AuthServiceError] = [
            "INTERNAL_ERROR": .failure(), "UNKNOWN_ERROR": .unknown(),
            "TOKEN_EXPIRED": .expiredToken(), "USER_TOKEN_EXPIRED": .expiredToken(),
            "INVALID_ID_TOKEN": .invalidToken(), "INVALID_REFRESH_TOKEN": .invalidToken(),
            "INVALID_CUSTOM_TOKEN": .invalidToken(), "CREDENTIAL_MISMATCH": .tokenNotForThisApp(),
            "OPERATION_NOT_ALLOWED": .operationNotAllowed(), "PASSWORD_LOGIN_DISABLED": .operationNotAllowed(),
            "ADMIN_ONLY_OPERATION": .operationNotAllowed(),
            "INVALID_PROVIDER_ID": .invalidProvider(), "NO_SUCH_PROVIDER": .providerNotLinked(),
            "INVALID_EMAIL": .invalidEmail(), "INVALID_PASSWORD": .wrongPassword(),
            "INVALID_LOGIN_CREDENTIALS": .invalidLoginCredentials(),
            "TOO_MANY_ATTEMPTS_TRY_LATER": .tooManyAttempts(), "QUOTA_EXCEEDED": .tooManyAttempts(),
            "EMAIL_NOT_FOUND": .invalidUser(), "EMAIL_EXISTS": .emailAlreadyInUse(),
            "INVALID_IDP_RESPONSE": .invalidCredentials(), "USER_MISMATCH": .invalidCredentials(),
            "INVALID_ARGUMENT": .invalidArguments(),
            "INVALID_OOB_CODE": .invalidOobCode(), "EXPIRED_OOB_CODE": .expiredOobCode(),
            "PROVIDER_ALREADY_LINKED": .providerAlreadyLinked(providerID: ""),
            "FEDERATED_USER_ID_ALREADY_LINKED": .credentialAlreadyInUse(), "CREDENTIAL_ALREADY_IN_USE": .credentialAlreadyInUse(),
            "USER_NOT_FOUND": .userNotFound(), "CREDENTIAL_TOO_OLD_LOGIN_AGAIN": .credentialTooOld(),
            "NO_PASSWORD_PROVIDER": .noPasswordProvider(), "WEAK_PASSWORD": .weakPassword(),
            "INVALID_DISPLAY_NAME": .displayNameTooLong(), "INVALID_PHOTO_URL": .photoURLTooLong(),
            "INVALID_PROFILE_ATTRIBUTE": .invalidProfileCharacters(),
            "INVALID_PHONE_NUMBER": .invalidPhone(), "PHONE_NUMBER_EXISTS": .phoneAlreadyInUse(),
            "PHONE_NUMBER_NOT_FOUND": .phoneNotFound(), "INVALID_SESSION_INFO": .smsCodeNotSent(),
            "SESSION_EXPIRED": .smsCodeMismatch(), "INVALID_CODE": .smsCodeMismatch(), "USER_DISABLED": .userDisabled(),
        ]
        for missing in ["MISSING_EMAIL", "MISSING_PASSWORD", "MISSING_ID_TOKEN", "MISSING_REFRESH_TOKEN",
                        "MISSING_OOB_CODE", "MISSING_REQ_TYPE", "INVALID_REQ_TYPE", "MISSING_GRANT_TYPE",
                        "INVALID_GRANT_TYPE", "MISSING_CUSTOM_TOKEN", "MISSING_REQUEST_URI", "MISSING_POSTBODY",
                        "MISSING_IDENTIFIER", "MISSING_PHONE_NUMBER", "MISSING_CODE", "MISSING_NEW_PASSWORD",
                        "INVALID_JSON_PAYLOAD", "MISSING_LOCAL_ID", "INVALID_CONTINUE_URI"] {
            table[missing] = .invalidArguments()
        }
        return table
    }()

    /// The error an answer stands for: by `reason` when a Wilddog server named one (domain
    /// `restErrorDomain`), else by the message's code (before ` : `); anything unknown is
    /// `unknown` with the message as detail. `detail` is the message's explanation, if any.
    /// `token` is what the request carried: Firebase answers a refresh of a revoked session
    /// `TOKEN_EXPIRED`, which is `tokenRevoked` there.
    package init(restMessage: String, reason: String? = nil, metadata: [String: String] = [:], token: RESTToken = .idToken) {
        let parts = restMessage.split(separator: ":", maxSplits: 1)
        let code = parts.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let detail = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        let revokedSession = token == .refreshToken && code == "TOKEN_EXPIRED" ? AuthServiceError.tokenRevoked() : nil
        let prototype = reason.flatMap { reason in Self.allCases.first { $0.restReason == reason } }
            ?? revokedSession ?? Self.restMessageCases[code]
        guard let prototype else {
            self = .unknown(detail: restMessage)
            return
        }
        self = prototype.withDetail(detail.isEmpty ? code : detail, providerID: metadata["providerId"])
    }

    /// The same case with another detail (and provider, for `providerAlreadyLinked`).
    private func withDetail(_ detail: String, providerID: String?) -> AuthServiceError {
        switch self {
        case .failure: .failure(detail: detail)
        case .expiredToken: .expiredToken(detail: detail)
        case .invalidToken: .invalidToken(detail: detail)
        case .tokenRevoked: .tokenRevoked(detail: detail)
        case .tokenNotForThisApp: .tokenNotForThisApp(detail: detail)
        case .operationNotAllowed: .operationNotAllowed(detail: detail)
        case .invalidProvider: .invalidProvider(detail: detail)
        case .providerNotLinked: .providerNotLinked(detail: detail)
        case .invalidEmail: .invalidEmail(detail: detail)
        case .wrongPassword: .wrongPassword(detail: detail)
        case .invalidLoginCredentials: .invalidLoginCredentials(detail: detail)
        case .tooManyAttempts: .tooManyAttempts(detail: detail)
        case .invalidUser: .invalidUser(detail: detail)
        case .emailAlreadyInUse: .emailAlreadyInUse(detail: detail)
        case .invalidCredentials: .invalidCredentials(detail: detail)
        case .invalidArguments: .invalidArguments(detail: detail)
        case .providerError: .providerError(detail: detail)
        case .invalidOobCode: .invalidOobCode(detail: detail)
        case .expiredOobCode: .expiredOobCode(detail: detail)
        case .providerAlreadyLinked(let linked, _): .providerAlreadyLinked(providerID: providerID ?? linked, detail: detail)
        case .credentialAlreadyInUse: .credentialAlreadyInUse(detail: detail)
        case .emailMissing: .emailMissing(detail: detail)
        case .userNotFound: .userNotFound(detail: detail)
        case .credentialTooOld: .credentialTooOld(detail: detail)
        case .noPasswordProvider: .noPasswordProvider(detail: detail)
        case .weakPassword: .weakPassword(detail: detail)
        case .displayNameTooLong: .displayNameTooLong(detail: detail)
        case .photoURLTooLong: .photoURLTooLong(detail: detail)
        case .invalidProfileCharacters: .invalidProfileCharacters(detail: detail)
        case .invalidPhone: .invalidPhone(detail: detail)
        case .phoneAlreadyInUse: .phoneAlreadyInUse(detail: detail)
        case .emailNotFound: .emailNotFound(detail: detail)
        case .phoneNotFound: .phoneNotFound(detail: detail)
        case .smsCodeNotSent: .smsCodeNotSent(detail: detail)
        case .smsCodeMismatch: .smsCodeMismatch(detail: detail)
        case .userDisabled: .userDisabled(detail: detail)
        case .networkError: .networkError(detail: detail)
        case .unknown: .unknown(detail: detail)
        }
    }
}
