// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import <FirebaseCore/FIRFixtureMacros.h>

NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_NAME(UserInfo)
@protocol FIRUserInfo <NSObject>
@property(nonatomic, copy, readonly) NSString *providerID;
@property(nonatomic, copy, readonly) NSString *uid;
@property(nonatomic, copy, readonly, nullable) NSString *displayName;
@property(nonatomic, copy, readonly, nullable) NSURL *photoURL;
@property(nonatomic, copy, readonly, nullable) NSString *email;
@property(nonatomic, readonly, nullable) NSString *phoneNumber;
@end

NS_ASSUME_NONNULL_END
