import Foundation
import WilddogEngine

/// The `NSError`s the 1.x API hands to user blocks: domain, code and English message.
enum LegacyError {
    /// A data-operation error in `WilddogErrorDomain` with the engine error's 1.x code.
    static func data(_ error: EngineError) -> NSError {
        NSError(domain: WilddogErrorDomain, code: error.legacyCode,
                userInfo: [NSLocalizedDescriptionKey: error.message])
    }

    /// Rejected input: `OperationFailed` with the validation message.
    static func validation(_ error: ValidationError) -> NSError {
        data(EngineError(validation: error))
    }

    /// An auth error in `WAuthenticationErrorDomain` with its `WAuthenticationError` code.
    static func auth(_ error: AuthServiceError) -> NSError {
        NSError(domain: WAuthenticationErrorDomain, code: error.legacyCode,
                userInfo: [NSLocalizedDescriptionKey: error.message])
    }

    /// An auth call through a reference whose URL was invalid: there is no app to log in to.
    static func authWithoutApp(_ error: EngineError) -> NSError {
        NSError(domain: WAuthenticationErrorDomain, code: WAuthenticationError.InvalidConfiguration.rawValue,
                userInfo: [NSLocalizedDescriptionKey: error.message])
    }
}
