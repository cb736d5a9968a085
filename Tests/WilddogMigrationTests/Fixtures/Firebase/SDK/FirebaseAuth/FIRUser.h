// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import "FIRAuthCredential.h"
#import "FIRUserInfo.h"

@class FIRAuthDataResult;
@class FIRAuthTokenResult;
@class FIRUserProfileChangeRequest;

NS_ASSUME_NONNULL_BEGIN

typedef void (^FIRAuthTokenCallback)(NSString *_Nullable token, NSError *_Nullable error)
    NS_SWIFT_UNAVAILABLE("Use Swift's closure syntax instead.");
typedef void (^FIRAuthTokenResultCallback)(FIRAuthTokenResult *_Nullable tokenResult, NSError *_Nullable error)
    NS_SWIFT_UNAVAILABLE("Use Swift's closure syntax instead.");
typedef void (^FIRUserProfileChangeCallback)(NSError *_Nullable error)
    NS_SWIFT_UNAVAILABLE("Use Swift's closure syntax instead.");
typedef void (^FIRSendEmailVerificationCallback)(NSError *_Nullable error)
    NS_SWIFT_UNAVAILABLE("Use Swift's closure syntax instead.");

NS_SWIFT_NAME(User)
@interface FIRUser : NSObject <FIRUserInfo>

@property(nonatomic, readonly, getter=isAnonymous) BOOL anonymous;
@property(nonatomic, readonly, getter=isEmailVerified) BOOL emailVerified;
@property(nonatomic, readonly, nonnull) NSArray<id<FIRUserInfo>> *providerData;
- (instancetype)init NS_UNAVAILABLE;
- (void)updateEmail:(NSString *)email completion:(nullable void (^)(NSError *_Nullable error))completion
    NS_SWIFT_NAME(updateEmail(to:completion:));
- (void)updatePassword:(NSString *)password completion:(nullable void (^)(NSError *_Nullable error))completion
    NS_SWIFT_NAME(updatePassword(to:completion:));
- (void)updatePhoneNumberCredential:(FIRPhoneAuthCredential *)phoneNumberCredential
                         completion:(nullable void (^)(NSError *_Nullable error))completion;
- (FIRUserProfileChangeRequest *)profileChangeRequest NS_SWIFT_NAME(createProfileChangeRequest());
- (void)reloadWithCompletion:(nullable void (^)(NSError *_Nullable error))completion;
- (void)reauthenticateWithCredential:(FIRAuthCredential *)credential
                          completion:(nullable void (^)(FIRAuthDataResult *_Nullable authResult, NSError *_Nullable error))completion;
- (void)getIDTokenWithCompletion:(nullable void (^)(NSString *_Nullable token, NSError *_Nullable error))completion
    NS_SWIFT_NAME(getIDToken(completion:));
- (void)getIDTokenResultWithCompletion:(nullable void (^)(FIRAuthTokenResult *_Nullable tokenResult, NSError *_Nullable error))completion
    NS_SWIFT_NAME(getIDTokenResult(completion:));
- (void)linkWithCredential:(FIRAuthCredential *)credential
                completion:(nullable void (^)(FIRAuthDataResult *_Nullable authResult, NSError *_Nullable error))completion;
- (void)unlinkFromProvider:(NSString *)provider
                completion:(nullable void (^)(FIRUser *_Nullable user, NSError *_Nullable error))completion;
- (void)sendEmailVerificationWithCompletion:(nullable void (^)(NSError *_Nullable error))completion;
- (void)sendEmailVerificationBeforeUpdatingEmail:(NSString *)email
                                      completion:(nullable void (^)(NSError *_Nullable error))completion;
- (void)deleteWithCompletion:(nullable void (^)(NSError *_Nullable error))completion;

@end

NS_SWIFT_NAME(UserProfileChangeRequest)
@interface FIRUserProfileChangeRequest : NSObject
- (instancetype)init NS_UNAVAILABLE;
@property(nonatomic, copy, nullable) NSString *displayName;
@property(nonatomic, copy, nullable) NSURL *photoURL;
- (void)commitChangesWithCompletion:(nullable void (^)(NSError *_Nullable error))completion;
@end

NS_SWIFT_NAME(AuthTokenResult)
@interface FIRAuthTokenResult : NSObject
@property(nonatomic, readonly) NSString *token;
@property(nonatomic, readonly) NSDate *expirationDate;
@property(nonatomic, readonly) NSDate *authDate;
@property(nonatomic, readonly) NSDate *issuedAtDate;
@property(nonatomic, readonly) NSString *signInProvider;
@property(nonatomic, readonly) NSDictionary<NSString *, id> *claims;
@end

NS_ASSUME_NONNULL_END
