// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import "FIRMutableData.h"

NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_NAME(TransactionResult)
@interface FIRTransactionResult : NSObject

+ (FIRTransactionResult *)successWithValue:(FIRMutableData *)value;
+ (FIRTransactionResult *)abort;

@end

NS_ASSUME_NONNULL_END
