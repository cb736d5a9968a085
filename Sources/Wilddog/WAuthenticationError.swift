import Foundation

/// Codes of `WAuthenticationErrorDomain`, the errors of the auth blocks (WAuthType.h).
#if _runtime(_ObjC)
@objc
#endif
public enum WAuthenticationError: Int, Sendable {
    /// The requested login method is not enabled for this app.
    case ProviderDisabled = -1
    /// The login provider is not configured correctly for this app.
    case InvalidConfiguration = -2
    /// A security (origin) error occurred while processing the request.
    case InvalidOrigin = -3
    /// The provider name does not exist (must be lowercase: "qq", "weibo", "weixin").
    case InvalidProvider = -4
    /// The email address is malformed.
    case InvalidEmail = -5
    /// The password is wrong.
    case InvalidPassword = -6
    /// The custom token or secret is invalid, malformed or expired.
    case InvalidToken = -7
    /// No user account exists for this email.
    case UserDoesNotExist = -8
    /// The email is already used by another account.
    case EmailTaken = -9
    /// The user cancelled or denied the OAuth login.
    case DeniedByUser = -10
    /// The supplied OAuth credentials are malformed or expired.
    case InvalidCredentials = -11
    /// Missing or malformed login arguments.
    case InvalidArguments = -12
    /// The third-party OAuth provider reported an error.
    case ProviderError = -13
    /// Rate or plan limits exceeded.
    case LimitsExceeded = -14
    /// The operation could not reach the server.
    case NetworkError = -15
    /// An active or pending login was superseded by another login call.
    case Preempted = -16
    /// Any other failure.
    case Unknown = -9999
}
