import Foundation
import WilddogEngine

/// Builds the `NSError`s of the 2.x Sync API from engine errors.
enum SyncError {
    /// `error` in `WDGSyncErrorDomain`: its 2.x code, the message as the localized description
    /// and the code again under `WDGSyncErrorCodeKey`.
    static func make(_ error: EngineError) -> NSError {
        let code = error.newAPICode
        return NSError(domain: WDGSyncErrorDomain, code: code, userInfo: [
            NSLocalizedDescriptionKey: error.message,
            WDGSyncErrorCodeKey: NSNumber(value: code),
        ])
    }

    /// The error of operations on a `WDGSync` without a usable app.
    static func noApp(_ reason: String) -> EngineError {
        EngineError(.operationFailed, reason)
    }
}
