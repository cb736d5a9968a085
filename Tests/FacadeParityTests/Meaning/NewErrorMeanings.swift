import WilddogAuth
import WilddogSync

/// The 2.x error table: `WDGSyncErrorDomain` codes (26xxx, `WDGSyncErrorCode`) and
/// `WDGAuthErrorDomain` codes (22xxx, `WDGAuthErrorCode`).
enum NewErrorMeanings {
    static let table: [ErrorCode: ErrorMeaning] = {
        func sync(_ code: WDGSyncErrorCode) -> ErrorCode { ErrorCode(WDGSyncErrorDomain, code.rawValue) }
        func auth(_ code: WDGAuthErrorCode) -> ErrorCode { ErrorCode(WDGAuthErrorDomain, code.rawValue) }
        return [
            sync(.operationFailed): .operationFailed,
            sync(.serviceUnavailable): .unavailable,
            sync(.permissionDenied): .permissionDenied,
            sync(.invalidParameters): .invalidParameters,
            sync(.transactionDataStale): .dataStale,
            sync(.userCodeException): .userCodeException,
            sync(.transactionMaxRetries): .maxRetries,
            sync(.transactionOverridden): .overriddenBySet,
            sync(.nonExistentNode): .nonExistentNode,
            sync(.expiredToken): .expiredToken,
            sync(.invalidToken): .invalidToken,
            sync(.unknown): .unknown,
            auth(.authenticationDisabled): .operationNotAllowed,
            auth(.invalidEmail): .invalidEmail,
            auth(.invalidPassword): .wrongPassword,
            auth(.passwordLengthError): .weakPassword,
            auth(.invalidToken): .invalidToken,
            auth(.invalidUser): .userNotFound,
            auth(.userNotFound): .userNotFound,
            // "The email is not exist": no account has the email a reset was asked for.
            auth(.emailNotExist): .userNotFound,
            auth(.emailAlreadyInUse): .emailAlreadyInUse,
            auth(.invalidCredentials): .invalidCredentials,
            auth(.invalidArguments): .invalidArguments,
            auth(.invalidProvider): .invalidProvider,
            auth(.providerError): .providerError,
            auth(.unknownError): .unknown,
        ]
    }()
}
