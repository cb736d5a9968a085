import Foundation

extension NSError {
    /// The receiver's `code` as a `WDGSyncErrorCode`; `.unknown` when it is not a Sync code
    /// (a Swift enum cannot hold unlisted raw values).
    public func wdgSync_errorCode() -> WDGSyncErrorCode {
        WDGSyncErrorCode(rawValue: code) ?? .unknown
    }
}
