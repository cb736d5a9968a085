import Foundation
internal import WilddogEngine

/// The 2.x Sync error table: the `NSError`s of the 2.x Sync API for engine errors.
enum SyncError {
    /// `error` in `WDGSyncErrorDomain`: its 2.x code, the message as the localized description
    /// and the code again under `WDGSyncErrorCodeKey`.
    static func make(_ error: EngineError) -> NSError {
        let code = code(error.code).rawValue
        return NSError(domain: WDGSyncErrorDomain, code: code, userInfo: [
            NSLocalizedDescriptionKey: error.message,
            WDGSyncErrorCodeKey: NSNumber(value: code),
        ])
    }

    /// The 2.x `WDGSyncErrorCode` of an engine error code (NEW-API.md): rejected input is
    /// `invalidParameters`, a lost connection `serviceUnavailable`.
    static func code(_ code: EngineError.Code) -> WDGSyncErrorCode {
        switch code {
        case .operationFailed: return .operationFailed
        case .unavailable, .disconnected: return .serviceUnavailable
        case .permissionDenied: return .permissionDenied
        case .invalidParameters: return .invalidParameters
        case .dataStale: return .transactionDataStale
        case .userCodeException: return .userCodeException
        case .maxRetries: return .transactionMaxRetries
        case .overriddenBySet: return .transactionOverridden
        case .nonExistentNode: return .nonExistentNode
        case .expiredToken: return .expiredToken
        case .invalidToken: return .invalidToken
        case .unknown: return .unknown
        }
    }

    /// The error of operations on a `WDGSync` without a usable app.
    static func noApp(_ reason: String) -> EngineError {
        EngineError(.operationFailed, reason)
    }
}
