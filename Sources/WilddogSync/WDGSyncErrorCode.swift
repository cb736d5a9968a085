import Foundation

/// `NSError.domain` of every error from Sync operations; codes are `WDGSyncErrorCode` raw values.
public let WDGSyncErrorDomain: String = "com.wilddog.sync"

/// `userInfo` key under which the facade stores the error code (`NSNumber`).
public let WDGSyncErrorCodeKey: String = "WDGSyncErrorCodeKey"

/// Codes of `WDGSyncErrorDomain`; the English message is in `NSLocalizedDescriptionKey`.
#if _runtime(_ObjC)
@objc
#endif
public enum WDGSyncErrorCode: Int, Sendable {
    /// "The server indicated that this operation failed".
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorOperationFailed)
    #endif
    case operationFailed = 26001
    /// "Wilddog server is busy now, please try again later".
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorServerBusy)
    #endif
    case serverBusy = 26002
    /// "Server unavailable".
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorServiceUnavailable)
    #endif
    case serviceUnavailable = 26003
    /// "This client does not have permission to perform this operation" (rules deny the read/write; a denied listen calls the cancel block and removes the observer).
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorPermissionDenied)
    #endif
    case permissionDenied = 26101
    /// "Quota limit exceeded. Please contact support@wilddog.com".
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorQuotaLimitExceeded)
    #endif
    case quotaLimitExceeded = 26102
    /// "QPS speeding, please reduce qps" (more than 120 write operations per 5 s; reads are not limited).
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorQPSSpeedLimitExceeded)
    #endif
    case qpsSpeedLimitExceeded = 26103
    /// "Data requested exceeds the maximum size that can be accessed with a single request".
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorDataRequestedLimitExceeded)
    #endif
    case dataRequestedLimitExceeded = 26104
    /// "Size of the leaf node exceeds the limitation (1M bytes)".
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorLeafNodeSizeLimitExceeded)
    #endif
    case leafNodeSizeLimitExceeded = 26105
    /// "Path specified exceeds the maximum length that can be written (768 bytes)" / "… maximum depth that can be written (32)";
    /// this facade also reports every rejected input (path, key, value, priority, query) with it.
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorInvalidParameters)
    #endif
    case invalidParameters = 26106
    /// "Connection refused (too many connections)" (distinct-device limit reached).
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorTooManyConnections)
    #endif
    case tooManyConnections = 26107
    /// "App has been frozen" (service stopped for insufficient balance).
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorAppFrozen)
    #endif
    case appFrozen = 26108
    /// "Transaction hash does not match": the data was changed by another client; handled internally by rerunning the transaction.
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorTransactionDataStale)
    #endif
    case transactionDataStale = 26201
    /// "User code called from the SyncReference runloop threw an exception:\n…".
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorUserCodeException)
    #endif
    case userCodeException = 26202
    /// "The transaction had too many retries" (gave up after 25 runs).
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorTransactionMaxRetries)
    #endif
    case transactionMaxRetries = 26203
    /// "The transaction was overridden by a subsequent set" (setValue/update on an overlapping path).
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorTransactionOverridden)
    #endif
    case transactionOverridden = 26204
    /// "Could not set priority on non-existent node".
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorNonExistentNode)
    #endif
    case nonExistentNode = 26301
    /// "The supplied auth token has expired".
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorExpiredToken)
    #endif
    case expiredToken = 26801
    /// "The supplied auth token was invalid".
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorInvalidToken)
    #endif
    case invalidToken = 26802
    /// "Unknown error".
    #if _runtime(_ObjC)
    @objc(WDGSyncErrorUnknown)
    #endif
    case unknown = 29999
}
