// WilddogAuth (2.x) for Objective-C: `#import <WilddogAuth/WilddogAuth.h>` (also brings WilddogCore).
// The classes are the Swift module's (`@import WilddogAuth;` on Apple platforms; the header the
// Swift compiler generates for it when `wilddog-objc-headers` wrote one beside this file). This
// file adds what Swift cannot export to Objective-C: block typedefs and NSString constants.
#import <Foundation/Foundation.h>
#import <WilddogCore/WilddogCore.h>
#if __has_include("WilddogAuth-Swift.h")
#import "WilddogAuth-Swift.h"
#else
@import WilddogAuth;
#endif

NS_ASSUME_NONNULL_BEGIN

/// The shipped SDK's name of the Weibo provider (`WDGSinaAuthProvider.h`); the same class.
@compatibility_alias WDGSinaAuthProvider WDGWeiboAuthProvider;

typedef void (^WDGAuthResultCallback)(WDGUser *_Nullable user, NSError *_Nullable error);
typedef void (^WDGProviderQueryCallback)(NSArray<NSString *> *_Nullable providers, NSError *_Nullable error);
typedef void (^WDGSendSmsResultCallback)(NSError *_Nullable error);
typedef void (^WDGSendPasswordResetCallback)(NSError *_Nullable error);
typedef id<NSObject> WDGAuthStateDidChangeListenerHandle;
typedef void (^WDGAuthStateDidChangeListenerBlock)(WDGAuth *auth, WDGUser *_Nullable user);
typedef void (^WDGAuthTokenCallback)(NSString *_Nullable idToken, NSError *_Nullable error);
typedef void (^WDGUserProfileChangeCallback)(NSError *_Nullable error);
typedef void (^WDGSendEmailVerificationCallback)(NSError *_Nullable error);
typedef void (^WDGSendPhoneVerificationCallback)(NSError *_Nullable error);
typedef void (^WDGVerifyPhoneCallback)(NSError *_Nullable error);

/// Posted when the signed-in user changes.
extern NSString *const WDGAuthStateDidChangeNotification;
/// `NSError.domain` of all Auth errors; codes are `WDGAuthErrorCode` values.
extern NSString *const WDGAuthErrorDomain;
/// `userInfo` key of the cross-platform error name.
extern NSString *const WDGAuthErrorNameKey;
/// Provider IDs.
extern NSString *const WDGWilddogAuthProviderID;
extern NSString *const WDGEmailPasswordAuthProviderID;
extern NSString *const WDGQQAuthProviderID;
extern NSString *const WDGWeiXinAuthProviderID;
extern NSString *const WDGSinaAuthProviderID;

NS_ASSUME_NONNULL_END
