#import <Foundation/Foundation.h>
#import <Wilddog/Wilddog.h>

/// Objective-C side of the app: a small store over the legacy SDK.
@interface LegacyStore : NSObject

@property (nonatomic, strong) Wilddog *ref;
@property (nonatomic, strong) WQuery *recent;
@property (nonatomic, assign) WilddogHandle authHandle;
@property (nonatomic, strong) WAuthData *authData;

- (void)start;
- (void)signInWithEmail:(NSString *)email password:(NSString *)password;

@end
