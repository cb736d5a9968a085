/// Every failure of the auth service, with its code in both SDK generations.
///
/// Each case documents the `WDGAuthErrorCode` (2.x, 22xxx) and the `WAuthenticationError`
/// (1.x, −1…−16 / −9999) it maps to; `newAPICode` and `message` give the 2.x side (the
/// backend's protocol), the `Wilddog` facade's `LegacyError` the 1.x table.
/// `detail` is developer context for logs and tests, never part of the SDK message.
/// Cases of phone flows take the legacy code of their email twin (the 1.x SDK had no phone
/// login); cases with no 1.x counterpart map to `Unknown` (−9999).
package enum AuthServiceError: Error, Equatable, Sendable {
    /// Generic server failure. 22001 `failure` · −9999 `Unknown`.
    case failure(detail: String = "")
    /// The ID token, custom token or refresh token's time is up. 22002 `expiredToken` · −7 `InvalidToken`.
    case expiredToken(detail: String = "")
    /// A token is malformed, badly signed or of the wrong kind. 22004 `invalidToken` · −7 `InvalidToken`.
    case invalidToken(detail: String = "")
    /// The token was issued before the user's tokens were revoked (password change, reset,
    /// disable): sign in again. 22014 `invalidCredentials` · −7 `InvalidToken`.
    case tokenRevoked(detail: String = "")
    /// A well-signed token whose audience is another app. 22214 `tokenNotForThisApp` · −7 `InvalidToken`.
    case tokenNotForThisApp(detail: String = "")
    /// The sign-in method is disabled for this app. 22006 `authenticationDisabled` · −1 `ProviderDisabled`.
    case operationNotAllowed(detail: String = "")
    /// The OAuth provider name is unknown. 22008 `invalidProvider` · −4 `InvalidProvider`.
    case invalidProvider(detail: String = "")
    /// Unlinking a provider the user has not linked. 22008 `invalidProvider` · −4 `InvalidProvider`.
    case providerNotLinked(detail: String = "")
    /// The email address is malformed. 22009 `invalidEmail` · −5 `InvalidEmail`.
    case invalidEmail(detail: String = "")
    /// The password does not match. 22010 `invalidPassword` · −6 `InvalidPassword`.
    case wrongPassword(detail: String = "")
    /// The email (or phone) and password do not sign in, without saying whether the account
    /// exists (a server with email enumeration protection). 22010 `invalidPassword` · −6 `InvalidPassword`.
    case invalidLoginCredentials(detail: String = "")
    /// Too many failed sign-ins for the account or from the client's address: try later.
    /// 22005 `maxRetries` · −14 `LimitsExceeded`.
    case tooManyAttempts(detail: String = "")
    /// No account has the email or phone used to sign in. 22011 `invalidUser` · −8 `UserDoesNotExist`.
    case invalidUser(detail: String = "")
    /// Another account already uses the email. 22203 `emailAlreadyInUse` · −9 `EmailTaken`.
    case emailAlreadyInUse(detail: String = "")
    /// The OAuth credential was rejected, or a credential belongs to another user than the
    /// one reauthenticating. 22014 `invalidCredentials` · −11 `InvalidCredentials`.
    case invalidCredentials(detail: String = "")
    /// Required arguments are missing or malformed (e.g. OAuth parameters). 22015 `invalidArguments` · −12 `InvalidArguments`.
    case invalidArguments(detail: String = "")
    /// The OAuth provider itself failed. 22016 `providerError` · −13 `ProviderError`.
    case providerError(detail: String = "")
    /// The email oob code is unknown, used or stale. 22018 `invalidObbCode` · −12 `InvalidArguments`.
    case invalidOobCode(detail: String = "")
    /// The email oob code was right but its time is up. 22018 `invalidObbCode` · −12 `InvalidArguments`.
    case expiredOobCode(detail: String = "")
    /// The user already has this provider: 22208 `providerAlreadyLinked` for "password",
    /// 22201 `provideAlreadyLinked` for OAuth providers · −9999 `Unknown`.
    case providerAlreadyLinked(providerID: String, detail: String = "")
    /// The OAuth identity is linked to another account. 22204 `providerAlreadyLinkedAnotherAccount` · −9999 `Unknown`.
    case credentialAlreadyInUse(detail: String = "")
    /// The account has no email to verify. 22205 `emailMissing` · −9999 `Unknown`.
    case emailMissing(detail: String = "")
    /// The account behind a token no longer exists. 22206 `userNotFound` · −8 `UserDoesNotExist`.
    case userNotFound(detail: String = "")
    /// A sensitive operation needs a recent sign-in. 22209 `credentialTooOldLoginAgain` · −9999 `Unknown`.
    case credentialTooOld(detail: String = "")
    /// The account has neither email nor phone to attach a password to. 22210 `noPasswordProvider` · −9999 `Unknown`.
    case noPasswordProvider(detail: String = "")
    /// The password length is outside 6…32. 22211 `passwordLengthError` · −6 `InvalidPassword`.
    case weakPassword(detail: String = "")
    /// The display name is longer than 20 characters. 22212 `displayNameLengthError` · −12 `InvalidArguments`.
    case displayNameTooLong(detail: String = "")
    /// The photo URL is longer than 1024 characters. 22213 `photoUrlLengthError` · −12 `InvalidArguments`.
    case photoURLTooLong(detail: String = "")
    /// The display name or photo URL has forbidden characters. 22225 `photoUrlOrDisplayNameError` · −12 `InvalidArguments`.
    case invalidProfileCharacters(detail: String = "")
    /// The phone number is malformed. 22219 `invalidPhone` · −5 `InvalidEmail` (email twin).
    case invalidPhone(detail: String = "")
    /// Another account already uses the phone number. 22224 `phoneAlreadyInUse` · −9 `EmailTaken` (email twin).
    case phoneAlreadyInUse(detail: String = "")
    /// No account has the email a reset was asked for. 22220 `emailNotExist` · −8 `UserDoesNotExist`.
    case emailNotFound(detail: String = "")
    /// No account has the phone number, or the account has no phone. 22221 `phoneNotExist` · −8 `UserDoesNotExist` (email twin).
    case phoneNotFound(detail: String = "")
    /// No SMS code was sent for this phone and purpose. 22222 `smsCodeNotExist` · −9999 `Unknown`.
    case smsCodeNotSent(detail: String = "")
    /// The SMS code is wrong or expired. 22226 `smsCodeError` · −9999 `Unknown`.
    case smsCodeMismatch(detail: String = "")
    /// The account is disabled. 22001 `failure` (2.x has no user-disabled code) · −9999 `Unknown`.
    case userDisabled(detail: String = "")
    /// The accounts server of a routed app could not be reached, or answered something that is
    /// not the accounts API. 22001 `failure` (2.x has no network code) · −15 `NetworkError`.
    case networkError(detail: String = "")
    /// Anything else. 29999 `unknownError` · −9999 `Unknown`.
    case unknown(detail: String = "")
}
