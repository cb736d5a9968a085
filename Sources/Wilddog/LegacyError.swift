import Foundation
internal import WilddogEngine

/// The 1.x error table: the `NSError`s the 1.x API hands to user blocks (domain, code and
/// English message) for engine and auth errors.
enum LegacyError {
    /// A data-operation error in `WilddogErrorDomain` with the engine error's 1.x code.
    static func data(_ error: EngineError) -> NSError {
        NSError(domain: WilddogErrorDomain, code: code(error.code).rawValue,
                userInfo: [NSLocalizedDescriptionKey: error.message])
    }

    /// The 1.x `WilddogError` of an engine error code (LEGACY-API.md): rejected input, a
    /// missing node and an operation the server refused are all `OperationFailed`.
    static func code(_ code: EngineError.Code) -> WilddogError {
        switch code {
        case .dataStale: return .DataStale
        case .operationFailed, .nonExistentNode, .invalidParameters: return .OperationFailed
        case .permissionDenied: return .PermissionDenied
        case .disconnected: return .Disconnected
        case .expiredToken: return .ExpiredToken
        case .invalidToken: return .InvalidToken
        case .maxRetries: return .MaxRetries
        case .overriddenBySet: return .OverriddenBySet
        case .unavailable: return .Unavailable
        case .userCodeException: return .UserCodeException
        case .unknown: return .UnknownError
        }
    }

    /// An auth error in `WAuthenticationErrorDomain` with its `WAuthenticationError` code.
    static func auth(_ error: AuthServiceError) -> NSError {
        NSError(domain: WAuthenticationErrorDomain, code: code(error).rawValue,
                userInfo: [NSLocalizedDescriptionKey: error.message])
    }

    /// The 1.x `WAuthenticationError` of an auth error (domain `com.wilddog.authentication`).
    static func code(_ error: AuthServiceError) -> WAuthenticationError {
        switch error {
        case .operationNotAllowed: .ProviderDisabled
        case .invalidProvider, .providerNotLinked: .InvalidProvider
        case .invalidEmail, .invalidPhone: .InvalidEmail
        case .wrongPassword, .invalidLoginCredentials, .weakPassword: .InvalidPassword
        case .expiredToken, .invalidToken, .tokenRevoked, .tokenNotForThisApp: .InvalidToken
        case .invalidUser, .userNotFound, .emailNotFound, .phoneNotFound: .UserDoesNotExist
        case .emailAlreadyInUse, .phoneAlreadyInUse: .EmailTaken
        case .invalidCredentials: .InvalidCredentials
        case .invalidArguments, .invalidOobCode, .expiredOobCode, .displayNameTooLong, .photoURLTooLong,
             .invalidProfileCharacters: .InvalidArguments
        case .providerError: .ProviderError
        case .tooManyAttempts: .LimitsExceeded
        case .networkError: .NetworkError
        case .failure, .providerAlreadyLinked, .credentialAlreadyInUse, .emailMissing, .credentialTooOld,
             .noPasswordProvider, .smsCodeNotSent, .smsCodeMismatch, .userDisabled, .unknown: .Unknown
        }
    }

    /// An auth call through a reference whose URL was invalid: there is no app to log in to.
    static func authWithoutApp(_ error: EngineError) -> NSError {
        NSError(domain: WAuthenticationErrorDomain, code: WAuthenticationError.InvalidConfiguration.rawValue,
                userInfo: [NSLocalizedDescriptionKey: error.message])
    }
}
