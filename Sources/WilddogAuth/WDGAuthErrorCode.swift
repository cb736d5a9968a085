import Foundation

/// `NSError.domain` of all Auth errors; codes are `WDGAuthErrorCode` raw values.
public let WDGAuthErrorDomain: String = "com.wilddog.auth"

/// `userInfo` key of the cross-platform error-name string (e.g. "ERROR_INVALID_EMAIL").
public let WDGAuthErrorNameKey: String = "error_name"

/// Codes of `WDGAuthErrorDomain` (Auth 2.0.5+ numbering).
#if _runtime(_ObjC)
@objc
#endif
public enum WDGAuthErrorCode: Int, Sendable {
    /// "The server indicated that this operation failed".
    case failure = 22001
    /// "The supplied auth token has expired".
    case expiredToken = 22002
    /// "The fetch token has expired" (OAuth token expired; contact support).
    case expiredFetchToken = 22003
    /// "The supplied auth token was invalid".
    case invalidToken = 22004
    /// "The transaction had too many retries" (user creation failed, retry).
    case maxRetries = 22005
    /// "The specified authentication type is not enabled for this Wilddog." (enable the login method in the console).
    case authenticationDisabled = 22006
    /// "The specified authentication sign is the auth secret ." (token auth requires the super secret).
    case invalidConfiguration = 22007
    /// "Invalid provider specified, please check application code.".
    case invalidProvider = 22008
    /// "The specified email address is incorrect.".
    case invalidEmail = 22009
    /// "The specified password is incorrect.".
    case invalidPassword = 22010
    /// "The specified user does not exist.".
    case invalidUser = 22011
    /// "A security error occurred while processing the authentication request.".
    case invalidOrigin = 22012
    /// "The specified email address is already in use.".
    case emailTaken = 22013
    /// "Invalid authentication credentials provided.".
    case invalidCredentials = 22014
    /// "Invalid authentication arguments provided.".
    case invalidArguments = 22015
    /// "A third_party provider error occurred. See data for details.".
    case providerError = 22016
    /// The super secret is invalid; regenerate it in the console (no server message listed).
    case invalidSecret = 22017
    /// "Invalid oobCode." (invalid password-reset request).
    case invalidObbCode = 22018
    /// "AppUser not exist. Please check appId".
    case appUserNotExist = 22101
    /// Not an admin token: no permission for this operation.
    case notAdminToken = 22103
    /// "User can only be linked to one identity for the given provider." (spelling "Provide" as in the header; the doc's enum listing writes ProviderAlreadyLinked for both 22201 and 22208).
    case provideAlreadyLinked = 22201
    /// "Client use upgrade API , but token is old version".
    case tokenVersionError = 22202
    /// "The email address is already in use by another account".
    case emailAlreadyInUse = 22203
    /// "This identity already linked anotheraccount.".
    case providerAlreadyLinkedAnotherAccount = 22204
    /// "The account doesn't hava a email.".
    case emailMissing = 22205
    /// "There is no user record corresponding to this identifier. The user may have been deleted.".
    case userNotFound = 22206
    /// "The token was parsed error.".
    case tokenError = 22207
    /// "User can only be linked to one identity for the given provider." (each user can link the Wilddog password method once).
    case providerAlreadyLinked = 22208
    /// "The user try to do security_sensitive actions require that the user has recently signed in" (reauthenticate, then retry).
    case credentialTooOldLoginAgain = 22209
    /// "The user not have password provider".
    case noPasswordProvider = 22210
    /// "Password's length must between 6 and 32".
    case passwordLengthError = 22211
    /// "DisplayName length must be length than 20".
    case displayNameLengthError = 22212
    /// "PhotoUrl length must be length than 1024".
    case photoUrlLengthError = 22213
    /// "This token is not for this app".
    case tokenNotForThisApp = 22214
    /// "This token's type is not correct".
    case tokenTypeError = 22215
    /// "This idtoken's claims is not correct".
    #if _runtime(_ObjC)
    @objc(WDGAuthErrorCodeIDTokenClaimsError)
    #endif
    case idTokenClaimsError = 22216
    /// "This token's userid in not valid".
    case tokenUserIDNotValid = 22217
    /// "This idtoken's wilddog claim is error".
    case tokenWilddogError = 22218
    /// "The specified phone is incorrect.".
    case invalidPhone = 22219
    /// "The email is not exist".
    case emailNotExist = 22220
    /// "The phone is not exist".
    case phoneNotExist = 22221
    /// "When user's operation with phone, the smsCode must be carried".
    case smsCodeNotExist = 22222
    /// "Send smsCode occurred error, Please try it again".
    case smsSendError = 22223
    /// "The phone is already in use by another account.".
    case phoneAlreadyInUse = 22224
    /// "Photo url or display name contain illegal special characters".
    case photoUrlOrDisplayNameError = 22225
    /// "Sms code error , please retry to send sms code".
    case smsCodeError = 22226
    /// "Sms server error , Please try again".
    case smsServerError = 22227
    /// "Sms forbidden error , Please apply for the sms server".
    case smsForbiddenError = 22230
    /// SMS signature denied (in the API doc's enum only; not in the header nor the message table).
    case smsSignDenyError = 22231
    /// "Sms type is empty".
    case invalidSmsTypeError = 22232
    /// "Weapp login error, Please see the details".
    case weappError = 22233
    /// "Weapp userinfo sign check failed, Please check it and try again".
    case weappUserInfoSignCheckFailed = 22234
    /// "Sms frequency error ." (the only retryable error).
    case smsFrequencyError = 22235
    /// "Your account must have at least ¥5 to use sms service".
    case smsPayLimitError = 22236
    /// "Your account rate insufficient balance".
    case smsPayNoMoneyError = 22237
    /// "Your account dose not have enough balance for this api call".
    case smsPayNoMoneyToPayError = 22238
    /// "Exceeded max api call frequency" (more than 10 calls/s).
    case smsAPICheckError = 22239
    /// "An unknown error ocurred".
    case unknownError = 29999
}
