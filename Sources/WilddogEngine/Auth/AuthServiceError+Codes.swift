/// The backend's auth protocol codes (`WDGAuthErrorCode` raw values) and messages of
/// `AuthServiceError`; the 1.x table lives in the `Wilddog` facade (`LegacyError`).
extension AuthServiceError {
    /// The `WDGAuthErrorCode` raw value (2.x, domain `com.wilddog.auth`).
    package var newAPICode: Int {
        switch self {
        case .failure, .userDisabled, .networkError: 22001
        case .expiredToken: 22002
        case .invalidToken: 22004
        case .operationNotAllowed: 22006
        case .invalidProvider, .providerNotLinked: 22008
        case .invalidEmail: 22009
        case .wrongPassword, .invalidLoginCredentials: 22010
        case .tooManyAttempts: 22005
        case .invalidUser: 22011
        case .invalidCredentials, .tokenRevoked: 22014
        case .invalidArguments: 22015
        case .providerError: 22016
        case .invalidOobCode, .expiredOobCode: 22018
        case .providerAlreadyLinked(let providerID, _): providerID == AuthProviderID.password ? 22208 : 22201
        case .emailAlreadyInUse: 22203
        case .credentialAlreadyInUse: 22204
        case .emailMissing: 22205
        case .userNotFound: 22206
        case .credentialTooOld: 22209
        case .noPasswordProvider: 22210
        case .weakPassword: 22211
        case .displayNameTooLong: 22212
        case .photoURLTooLong: 22213
        case .tokenNotForThisApp: 22214
        case .invalidPhone: 22219
        case .emailNotFound: 22220
        case .phoneNotFound: 22221
        case .smsCodeNotSent: 22222
        case .phoneAlreadyInUse: 22224
        case .invalidProfileCharacters: 22225
        case .smsCodeMismatch: 22226
        case .unknown: 29999
        }
    }

    /// The 2.x server message of `newAPICode` (auth error-code table), in English.
    package var message: String {
        switch newAPICode {
        case 22001: "The server indicated that this operation failed"
        case 22002: "The supplied auth token has expired"
        case 22004: "The supplied auth token was invalid"
        case 22005: "Too many unsuccessful attempts; try again later"
        case 22006: "The specified authentication type is not enabled for this Wilddog."
        case 22008: "Invalid provider specified, please check application code."
        case 22009: "The specified email address is incorrect."
        case 22010: "The specified password is incorrect."
        case 22011: "The specified user does not exist."
        case 22014: "Invalid authentication credentials provided."
        case 22015: "Invalid authentication arguments provided."
        case 22016: "A third_party provider error occurred. See data for details."
        case 22018: "Invalid oobCode."
        case 22201, 22208: "User can only be linked to one identity for the given provider."
        case 22203: "The email address is already in use by another account"
        case 22204: "This identity already linked anotheraccount."
        case 22205: "The account doesn't hava a email."
        case 22206: "There is no user record corresponding to this identifier. The user may have been deleted."
        case 22209: "The user try to do security_sensitive actions require that the user has recently signed in"
        case 22210: "The user not have password provider"
        case 22211: "Password's length must between 6 and 32"
        case 22212: "DisplayName length must be length than 20"
        case 22213: "PhotoUrl length must be length than 1024"
        case 22214: "This token is not for this app"
        case 22219: "The specified phone is incorrect."
        case 22220: "The email is not exist"
        case 22221: "The phone is not exist"
        case 22222: "When user's operation with phone, the smsCode must be carried"
        case 22224: "The phone is already in use by another account."
        case 22225: "Photo url or display name contain illegal special characters"
        case 22226: "Sms code error , please retry to send sms code"
        default: "An unknown error ocurred"
        }
    }

    /// The developer context given when the error was raised ("" when none).
    package var detail: String {
        switch self {
        case .failure(let detail), .expiredToken(let detail), .invalidToken(let detail),
             .tokenRevoked(let detail), .tokenNotForThisApp(let detail), .operationNotAllowed(let detail),
             .invalidProvider(let detail), .providerNotLinked(let detail), .invalidEmail(let detail),
             .wrongPassword(let detail), .invalidUser(let detail), .emailAlreadyInUse(let detail),
             .invalidCredentials(let detail), .invalidArguments(let detail), .providerError(let detail),
             .invalidOobCode(let detail), .providerAlreadyLinked(_, let detail),
             .credentialAlreadyInUse(let detail), .emailMissing(let detail), .userNotFound(let detail),
             .credentialTooOld(let detail), .noPasswordProvider(let detail), .weakPassword(let detail),
             .displayNameTooLong(let detail), .photoURLTooLong(let detail),
             .invalidProfileCharacters(let detail), .invalidPhone(let detail),
             .phoneAlreadyInUse(let detail), .emailNotFound(let detail), .phoneNotFound(let detail),
             .smsCodeNotSent(let detail), .smsCodeMismatch(let detail), .userDisabled(let detail),
             .expiredOobCode(let detail), .invalidLoginCredentials(let detail), .tooManyAttempts(let detail),
             .networkError(let detail), .unknown(let detail):
            detail
        }
    }
}

extension AuthServiceError: CustomStringConvertible {
    /// The message followed by the detail, for logs.
    package var description: String {
        detail.isEmpty ? message : "\(message) (\(detail))"
    }
}
