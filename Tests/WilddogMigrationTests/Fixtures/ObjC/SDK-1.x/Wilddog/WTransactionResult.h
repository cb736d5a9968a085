// Wilddog iOS SDK 1.x interface (test fixture written from LEGACY-API.md; no implementation).
#import <Foundation/Foundation.h>
#import "WMutableData.h"

NS_ASSUME_NONNULL_BEGIN

@interface WTransactionResult : NSObject

+ (WTransactionResult *)successWithValue:(WMutableData *)value;
+ (WTransactionResult *)abort;

@end

NS_ASSUME_NONNULL_END
