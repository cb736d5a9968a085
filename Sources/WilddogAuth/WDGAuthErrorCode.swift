/// `NSError.domain` of all Auth errors; codes are `WDGAuthErrorCode` raw values.
public let WDGAuthErrorDomain: String = "com.wilddog.auth"

/// `userInfo` key of the cross-platform error-name string (e.g. "ERROR_INVALID_EMAIL").
public let WDGAuthErrorNameKey: String = "error_name"

/// Codes of `WDGAuthErrorDomain` (Auth 2.0.5+ numbering).
public enum WDGAuthErrorCode: Int, Sendable {
    case failure = 22001
    case expiredToken = 22002
    case expiredFetchToken = 22003
    case invalidToken = 22004
    case maxRetries = 22005
    case authenticationDisabled = 22006
    case invalidConfiguration = 22007
    case invalidProvider = 22008
    case invalidEmail = 22009
    case invalidPassword = 22010
    case invalidUser = 22011
    case invalidOrigin = 22012
    case emailTaken = 22013
    case invalidCredentials = 22014
    case invalidArguments = 22015
    case providerError = 22016
    case invalidSecret = 22017
    case invalidObbCode = 22018
    case appUserNotExist = 22101
    case notAdminToken = 22103
    case provideAlreadyLinked = 22201
    case tokenVersionError = 22202
    case emailAlreadyInUse = 22203
    case providerAlreadyLinkedAnotherAccount = 22204
    case emailMissing = 22205
    case userNotFound = 22206
    case tokenError = 22207
    case providerAlreadyLinked = 22208
    case credentialTooOldLoginAgain = 22209
    case noPasswordProvider = 22210
    case passwordLengthError = 22211
    case displayNameLengthError = 22212
    case photoUrlLengthError = 22213
    case tokenNotForThisApp = 22214
    case tokenTypeError = 22215
    case idTokenClaimsError = 22216
    case tokenUserIDNotValid = 22217
    case tokenWilddogError = 22218
    case invalidPhone = 22219
    case emailNotExist = 22220
    case phoneNotExist = 22221
    case smsCodeNotExist = 22222
    case smsSendError = 22223
    case phoneAlreadyInUse = 22224
    case photoUrlOrDisplayNameError = 22225
    case smsCodeError = 22226
    case smsServerError = 22227
    case smsForbiddenError = 22230
    case smsSignDenyError = 22231
    case invalidSmsTypeError = 22232
    case weappError = 22233
    case weappUserInfoSignCheckFailed = 22234
    case smsFrequencyError = 22235
    case smsPayLimitError = 22236
    case smsPayNoMoneyError = 22237
    case smsPayNoMoneyToPayError = 22238
    case smsAPICheckError = 22239
    case unknownError = 29999
}
