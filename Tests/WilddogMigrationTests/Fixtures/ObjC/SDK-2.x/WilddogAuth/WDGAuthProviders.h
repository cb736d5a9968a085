// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
#import <Foundation/Foundation.h>
#import "WDGAuthCredential.h"

NS_ASSUME_NONNULL_BEGIN

extern NSString *const WDGWilddogAuthProviderID;
extern NSString *const WDGEmailPasswordAuthProviderID;
extern NSString *const WDGQQAuthProviderID;
extern NSString *const WDGWeiXinAuthProviderID;
extern NSString *const WDGSinaAuthProviderID;

@interface WDGWilddogAuthProvider : NSObject
+ (WDGAuthCredential *)credentialWithEmail:(NSString *)email password:(NSString *)password;
+ (WDGAuthCredential *)credentialWithPhone:(NSString *)phone password:(NSString *)password;
- (nullable instancetype)init NS_UNAVAILABLE;
@end

__attribute__((deprecated("please use WDGWilddogAuthProvider instead")))
@interface WDGEmailPasswordAuthProvider : NSObject
+ (WDGAuthCredential *)credentialWithEmail:(NSString *)email password:(NSString *)password;
- (nullable instancetype)init NS_UNAVAILABLE;
@end

@interface WDGQQAuthProvider : NSObject
+ (WDGAuthCredential *)credentialWithAccessToken:(NSString *)accessToken;
- (nullable instancetype)init NS_UNAVAILABLE;
@end

@interface WDGWeiboAuthProvider : NSObject
+ (WDGAuthCredential *)credentialWithAccessToken:(NSString *)accessToken userID:(NSString *)userID;
- (nullable instancetype)init NS_UNAVAILABLE;
@end

/// The shipped header's name of the Weibo provider (same class as WDGWeiboAuthProvider).
@compatibility_alias WDGSinaAuthProvider WDGWeiboAuthProvider;

@interface WDGWeiXinAuthProvider : NSObject
+ (WDGAuthCredential *)credentialWithCode:(NSString *)code;
- (nullable instancetype)init NS_UNAVAILABLE;
@end

NS_ASSUME_NONNULL_END
