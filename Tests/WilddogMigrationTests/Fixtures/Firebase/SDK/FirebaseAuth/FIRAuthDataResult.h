// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import "FIRUser.h"

NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_NAME(AdditionalUserInfo)
@interface FIRAdditionalUserInfo : NSObject
@property(nonatomic, readonly) NSString *providerID;
@property(nonatomic, readonly, nullable) NSDictionary<NSString *, NSObject *> *profile;
@property(nonatomic, readonly, getter=isNewUser) BOOL newUser;
@end

NS_SWIFT_NAME(AuthDataResult)
@interface FIRAuthDataResult : NSObject
- (instancetype)init NS_UNAVAILABLE;
@property(nonatomic, readonly) FIRUser *user;
@property(nonatomic, readonly, nullable) FIRAdditionalUserInfo *additionalUserInfo;
@property(nonatomic, readonly, nullable) FIRAuthCredential *credential;
@end

NS_ASSUME_NONNULL_END
