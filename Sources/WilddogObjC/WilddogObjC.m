// The NSString constants the umbrella headers declare (`extern NSString *const …`), defined for
// Objective-C apps on Apple platforms. Their values are the Swift constants of the same names
// (Wilddog, WilddogSync, WilddogAuth); a test compares them. Elsewhere this file compiles to nothing.
#if defined(__APPLE__) && defined(__OBJC__)
#import <Foundation/Foundation.h>

NSString *const WilddogErrorDomain = @"com.wilddog";
NSString *const WAuthenticationErrorDomain = @"com.wilddog.authentication";

NSString *const WDGSyncErrorDomain = @"com.wilddog.sync";
NSString *const WDGSyncErrorCodeKey = @"WDGSyncErrorCodeKey";

NSString *const WDGAuthStateDidChangeNotification = @"WDGAuthStateDidChangeNotification";
NSString *const WDGAuthErrorDomain = @"com.wilddog.auth";
NSString *const WDGAuthErrorNameKey = @"error_name";
NSString *const WDGWilddogAuthProviderID = @"password";
NSString *const WDGEmailPasswordAuthProviderID = @"password";
NSString *const WDGQQAuthProviderID = @"qq";
NSString *const WDGWeiXinAuthProviderID = @"weixin";
NSString *const WDGSinaAuthProviderID = @"weibo";
#endif
