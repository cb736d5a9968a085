#import <Foundation/Foundation.h>
#import "SessionController.h"

@interface LoginScreen : NSObject
@property (nonatomic, strong) SessionController *session;
@property (nonatomic, copy) SessionAuthBlock onLogin;
@property (nonatomic, copy) void (^onLogout)(NSError *error, WAuthData *previous);
- (void)submitEmail:(NSString *)email password:(NSString *)password;
@end
