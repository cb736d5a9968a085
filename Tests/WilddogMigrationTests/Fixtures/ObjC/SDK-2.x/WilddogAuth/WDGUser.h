// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
#import <Foundation/Foundation.h>
#import "WDGUserInfo.h"
#import "WDGAuthCredential.h"

@class WDGUser;
@class WDGUserProfileChangeRequest;

NS_ASSUME_NONNULL_BEGIN

typedef void (^WDGAuthTokenCallback)(NSString *_Nullable idToken, NSError *_Nullable error);
typedef void (^WDGUserProfileChangeCallback)(NSError *_Nullable error);
typedef void (^WDGSendEmailVerificationCallback)(NSError *_Nullable error);
typedef void (^WDGSendPhoneVerificationCallback)(NSError *_Nullable error);
typedef void (^WDGVerifyPhoneCallback)(NSError *_Nullable error);
typedef void (^WDGAuthResultCallback)(WDGUser *_Nullable user, NSError *_Nullable error);

@interface WDGUser : NSObject <WDGUserInfo>

@property (nonatomic, readonly, getter=isAnonymous) BOOL anonymous;
@property (nonatomic, readonly, getter=isEmailVerified) BOOL emailVerified;
@property (nonatomic, readonly, getter=isPhoneVerified) BOOL phoneVerified;
@property (nonatomic, readonly, nonnull) NSArray<id<WDGUserInfo>> *providerData;

- (nullable instancetype)init NS_UNAVAILABLE;

- (void)updateEmail:(NSString *)email completion:(nullable WDGUserProfileChangeCallback)completion;
- (void)updatePassword:(NSString *)password completion:(nullable WDGUserProfileChangeCallback)completion;
- (void)updatePhone:(NSString *)phone completion:(nullable WDGUserProfileChangeCallback)completion;
- (WDGUserProfileChangeRequest *)profileChangeRequest;
- (void)reloadWithCompletion:(nullable WDGUserProfileChangeCallback)completion;
- (void)reauthenticateWithCredential:(WDGAuthCredential *)credential completion:(nullable WDGUserProfileChangeCallback)completion;
- (void)getTokenWithCompletion:(nullable WDGAuthTokenCallback)completion;
- (void)linkWithCredential:(WDGAuthCredential *)credential completion:(nullable WDGAuthResultCallback)completion;
- (void)unlinkFromProvider:(NSString *)provider completion:(nullable WDGAuthResultCallback)completion;
- (void)sendEmailVerificationWithCompletion:(nullable WDGSendEmailVerificationCallback)completion;
- (void)sendPhoneVerificationWithCompletion:(nullable WDGSendPhoneVerificationCallback)completion;
- (void)verifyPhoneWithSmsCode:(NSString *)code completion:(nullable WDGVerifyPhoneCallback)completion;
- (void)deleteWithCompletion:(nullable WDGUserProfileChangeCallback)completion;

@end

@interface WDGUserProfileChangeRequest : NSObject

@property (nonatomic, copy, nullable) NSString *displayName;
@property (nonatomic, copy, nullable) NSURL *photoURL;

- (nullable instancetype)init NS_UNAVAILABLE;
- (void)commitChangesWithCompletion:(nullable WDGUserProfileChangeCallback)completion;

@end

NS_ASSUME_NONNULL_END
