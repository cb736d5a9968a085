/// Codes of `WilddogErrorDomain`: the 1.x API doc's `WilddogError` constants table.
public enum WilddogError: Int, Sendable {
    /// Internal: the server rejected a transaction because the data changed (it reruns).
    case DataStale = -1
    /// The server indicated that this operation failed (also: bad input, setPriority on a nonexistent node).
    case OperationFailed = -2
    /// This client does not have permission to perform this operation.
    case PermissionDenied = -3
    /// The operation could not be performed because the network connection failed.
    case Disconnected = -4
    /// The active or pending auth credentials were superseded by another call to auth.
    case Preempted = -5
    /// The supplied auth token has expired.
    case ExpiredToken = -6
    /// The supplied auth token was invalid.
    case InvalidToken = -7
    /// The transaction had too many retries (25).
    case MaxRetries = -8
    /// The transaction was overridden by a subsequent set.
    case OverriddenBySet = -9
    /// The service is unavailable.
    case Unavailable = -10
    /// User code called from the Wilddog runloop threw an exception.
    case UserCodeException = -11
    /// The requested OAuth provider is not enabled for this app.
    case AuthenticationProviderDisabled = -12
    /// The requested auth provider is not configured.
    case InvalidConfiguration = -13
    /// The requested OAuth provider does not exist.
    case InvalidProvider = -14
    /// The email is invalid.
    case InvalidEmail = -15
    /// The password is incorrect.
    case InvalidPassword = -16
    /// The user account does not exist.
    case UserDoesNotExist = -17
    /// The email address is already in use.
    case EmailTaken = -18
    /// The user cancelled the OAuth request.
    case DeniedByUser = -19
    /// The login credentials are malformed or expired.
    case InvalidCredentials = -20
    /// The credentials are malformed or incomplete.
    case InvalidAuthArguments = -21
    /// Third-party OAuth provider error.
    case ProviderError = -22
    /// Limits exceeded.
    case LimitsExceeded = -23
    /// The operation could not be performed due to a network error.
    case NetworkError = -24
    /// A repeated (duplicate) operation was rejected.
    case RepetitiveOperation = -101
    /// Too many write operations per second.
    case QPSSpeeding = -102
    /// Unknown error.
    case UnknownError = -999
}
