import Foundation

/// `NSError.domain` of every error from Sync operations; codes are `WDGSyncErrorCode` raw values.
public let WDGSyncErrorDomain: String = "com.wilddog.sync"

/// `userInfo` key under which the facade stores the error code (`NSNumber`).
public let WDGSyncErrorCodeKey: String = "WDGSyncErrorCodeKey"

/// Codes of `WDGSyncErrorDomain`; the English message is in `NSLocalizedDescriptionKey`.
public enum WDGSyncErrorCode: Int, Sendable {
    case operationFailed = 26001
    case serverBusy = 26002
    case serviceUnavailable = 26003
    case permissionDenied = 26101
    case quotaLimitExceeded = 26102
    case qpsSpeedLimitExceeded = 26103
    case dataRequestedLimitExceeded = 26104
    case leafNodeSizeLimitExceeded = 26105
    case invalidParameters = 26106
    case tooManyConnections = 26107
    case appFrozen = 26108
    case transactionDataStale = 26201
    case userCodeException = 26202
    case transactionMaxRetries = 26203
    case transactionOverridden = 26204
    case nonExistentNode = 26301
    case expiredToken = 26801
    case invalidToken = 26802
    case unknown = 29999
}
