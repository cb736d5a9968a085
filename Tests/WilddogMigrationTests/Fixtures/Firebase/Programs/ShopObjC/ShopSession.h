#import <Foundation/Foundation.h>
#import <WilddogAuth/WilddogAuth.h>

typedef void (^ShopLoginBlock)(WDGUser *user, NSError *error);

@interface ShopSession : NSObject
@property (nonatomic, copy) WDGAuthResultCallback onLogin;
@property (nonatomic, strong) WDGAuthStateDidChangeListenerHandle stateHandle;
- (void)start;
- (void)signInWithEmail:(NSString *)email password:(NSString *)password done:(ShopLoginBlock)done;
- (void)signInWithToken:(NSString *)token;
- (void)upgradeWithEmail:(NSString *)email password:(NSString *)password;
- (NSString *)messageForError:(NSError *)error;
@end
