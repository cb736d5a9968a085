import Wilddog

/// The 1.x error table: `WilddogErrorDomain` codes (data operations, LEGACY-API.md
/// `WilddogError`) and `WAuthenticationErrorDomain` codes (auth blocks, `WAuthenticationError`).
enum LegacyErrorMeanings {
    static let table: [ErrorCode: ErrorMeaning] = {
        func data(_ error: WilddogError) -> ErrorCode { ErrorCode(WilddogErrorDomain, error.rawValue) }
        func auth(_ error: WAuthenticationError) -> ErrorCode { ErrorCode(WAuthenticationErrorDomain, error.rawValue) }
        return [
            data(.DataStale): .dataStale,
            // One code for every server refusal: rejected input, setPriority on a missing node…
            data(.OperationFailed): .operationFailed,
            data(.PermissionDenied): .permissionDenied,
            data(.Disconnected): .disconnected,
            data(.ExpiredToken): .expiredToken,
            data(.InvalidToken): .invalidToken,
            data(.MaxRetries): .maxRetries,
            data(.OverriddenBySet): .overriddenBySet,
            data(.Unavailable): .unavailable,
            data(.UserCodeException): .userCodeException,
            data(.UnknownError): .unknown,
            auth(.ProviderDisabled): .operationNotAllowed,
            auth(.InvalidEmail): .invalidEmail,
            // "The password is wrong"; 1.x also reports a too-short new password with it.
            auth(.InvalidPassword): .wrongPassword,
            auth(.InvalidToken): .invalidToken,
            auth(.UserDoesNotExist): .userNotFound,
            auth(.EmailTaken): .emailAlreadyInUse,
            auth(.InvalidCredentials): .invalidCredentials,
            auth(.InvalidArguments): .invalidArguments,
            auth(.InvalidProvider): .invalidProvider,
            auth(.ProviderError): .providerError,
            auth(.Unknown): .unknown,
        ]
    }()
}
