// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import <FirebaseCore/FIRFixtureMacros.h>

NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_NAME(ServerValue)
@interface FIRServerValue : NSObject

+ (NSDictionary *)timestamp;
+ (NSDictionary *)increment:(NSNumber *)delta;

@end

NS_ASSUME_NONNULL_END
