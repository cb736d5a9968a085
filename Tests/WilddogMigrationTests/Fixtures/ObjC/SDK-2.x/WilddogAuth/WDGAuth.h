// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
#import <Foundation/Foundation.h>
#import <WilddogCore/WDGApp.h>
#import "WDGUser.h"
#import "WDGAuthCredential.h"

@class WDGAuth;

NS_ASSUME_NONNULL_BEGIN

typedef void (^WDGProviderQueryCallback)(NSArray<NSString *> *_Nullable providers, NSError *_Nullable error);
typedef void (^WDGSendSmsResultCallback)(NSError *_Nullable error);
typedef void (^WDGSendPasswordResetCallback)(NSError *_Nullable error);
typedef id<NSObject> WDGAuthStateDidChangeListenerHandle;
typedef void (^WDGAuthStateDidChangeListenerBlock)(WDGAuth *auth, WDGUser *_Nullable user);

extern NSString *const WDGAuthStateDidChangeNotification;

@interface WDGAuth : NSObject

+ (nullable WDGAuth *)auth NS_SWIFT_NAME(auth());
+ (nullable WDGAuth *)authWithApp:(WDGApp *)app NS_SWIFT_NAME(init(app:));

- (nullable instancetype)init NS_UNAVAILABLE;

@property (weak, nonatomic, readonly, nullable) WDGApp *app;
@property (nonatomic, strong, readonly, nullable) WDGUser *currentUser;

- (void)fetchProvidersForEmail:(NSString *)email completion:(nullable WDGProviderQueryCallback)completion;
- (void)signInWithEmail:(NSString *)email password:(NSString *)password completion:(nullable WDGAuthResultCallback)completion;
- (void)signInWithPhone:(NSString *)phone password:(NSString *)password completion:(nullable WDGAuthResultCallback)completion;
- (void)signInWithCredential:(WDGAuthCredential *)credential completion:(nullable WDGAuthResultCallback)completion;
- (void)signInAnonymouslyWithCompletion:(nullable WDGAuthResultCallback)completion;
- (void)signInWithCustomToken:(NSString *)token completion:(nullable WDGAuthResultCallback)completion;
- (void)createUserWithEmail:(NSString *)email password:(NSString *)password completion:(nullable WDGAuthResultCallback)completion;
- (void)createUserWithPhone:(NSString *)phone password:(NSString *)password completion:(nullable WDGAuthResultCallback)completion;
- (void)sendPasswordResetSmsWithPhone:(NSString *)phone completion:(nullable WDGSendSmsResultCallback)completion;
- (void)sendPasswordResetWithEmail:(NSString *)email completion:(nullable WDGSendPasswordResetCallback)completion;
- (void)confirmPasswordResetSmsWithPhone:(NSString *)phone smsCode:(NSString *)code newPassword:(NSString *)newPassword completion:(nullable WDGSendPasswordResetCallback)completion;
- (BOOL)signOut:(NSError *_Nullable *_Nullable)error;
- (WDGAuthStateDidChangeListenerHandle)addAuthStateDidChangeListener:(WDGAuthStateDidChangeListenerBlock)listener;
- (void)removeAuthStateDidChangeListener:(WDGAuthStateDidChangeListenerHandle)listenerHandle;

@end

NS_ASSUME_NONNULL_END
