#import <Foundation/Foundation.h>
#import "SessionController.h"
#import <WilddogAuth/WilddogAuth.h>

@interface LoginScreen : NSObject
@property (nonatomic, strong) SessionController *session;
@property (nonatomic, copy) SessionAuthBlock onLogin;
@property (nonatomic, copy) void (^onLogout)(WDGUser *previous, NSError *error);
- (void)submitEmail:(NSString *)email password:(NSString *)password;
@end
