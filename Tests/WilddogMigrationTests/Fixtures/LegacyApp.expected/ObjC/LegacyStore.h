#import <Foundation/Foundation.h>
#import <WilddogSync/WilddogSync.h>
#import <WilddogAuth/WilddogAuth.h>

/// Objective-C side of the app: a small store over the legacy SDK.
@interface LegacyStore : NSObject

@property (nonatomic, strong) WDGSyncReference *ref;
@property (nonatomic, strong) WDGSyncQuery *recent;
@property (nonatomic, strong) WDGAuthStateDidChangeListenerHandle authHandle;
@property (nonatomic, strong) WDGUser *authData;

- (void)start;
- (void)signInWithEmail:(NSString *)email password:(NSString *)password;

@end
