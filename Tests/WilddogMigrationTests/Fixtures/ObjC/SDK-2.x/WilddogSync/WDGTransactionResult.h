// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
#import <Foundation/Foundation.h>
#import "WDGMutableData.h"

NS_ASSUME_NONNULL_BEGIN

@interface WDGTransactionResult : NSObject

+ (WDGTransactionResult *)successWithValue:(WDGMutableData *)value;
+ (WDGTransactionResult *)abort;

@end

NS_ASSUME_NONNULL_END
