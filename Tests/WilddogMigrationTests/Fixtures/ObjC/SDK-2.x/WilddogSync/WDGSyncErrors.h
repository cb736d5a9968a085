// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

extern NSString *const WDGSyncErrorDomain;
extern NSString *const WDGSyncErrorCodeKey;

typedef NS_ENUM(NSInteger, WDGSyncErrorCode) {
    WDGSyncErrorOperationFailed = 26001,
    WDGSyncErrorServerBusy = 26002,
    WDGSyncErrorServiceUnavailable = 26003,
    WDGSyncErrorPermissionDenied = 26101,
    WDGSyncErrorQuotaLimitExceeded = 26102,
    WDGSyncErrorQPSSpeedLimitExceeded = 26103,
    WDGSyncErrorDataRequestedLimitExceeded = 26104,
    WDGSyncErrorLeafNodeSizeLimitExceeded = 26105,
    WDGSyncErrorInvalidParameters = 26106,
    WDGSyncErrorTransactionDataStale = 26201,
    WDGSyncErrorUserCodeException = 26202,
    WDGSyncErrorTransactionMaxRetries = 26203,
    WDGSyncErrorTransactionOverridden = 26204,
    WDGSyncErrorNonExistentNode = 26301,
    WDGSyncErrorUnknown = 29999
};

@interface NSError (WilddogSync)

- (WDGSyncErrorCode)WDGSync_errorCode;

@end

NS_ASSUME_NONNULL_END
