// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import <FirebaseCore/FIRFixtureMacros.h>

NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_NAME(AuthCredential)
@interface FIRAuthCredential : NSObject
@property(nonatomic, copy, readonly) NSString *provider;
- (instancetype)init NS_UNAVAILABLE;
@end

NS_SWIFT_NAME(PhoneAuthCredential)
@interface FIRPhoneAuthCredential : FIRAuthCredential
@end

extern NSString *const FIREmailAuthProviderID NS_SWIFT_NAME(EmailAuthProviderID);

NS_SWIFT_NAME(EmailAuthProvider)
@interface FIREmailAuthProvider : NSObject
+ (FIRAuthCredential *)credentialWithEmail:(NSString *)email password:(NSString *)password;
+ (FIRAuthCredential *)credentialWithEmail:(NSString *)email link:(NSString *)link;
- (instancetype)init NS_UNAVAILABLE;
@end

NS_ASSUME_NONNULL_END
