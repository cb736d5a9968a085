#import "LoginScreen.h"
#import <WilddogAuth/WilddogAuth.h>

@implementation LoginScreen

- (void)submitEmail:(NSString *)email password:(NSString *)password {
    __weak typeof(self) weakSelf = self;
    [self.session signInWithEmail:email password:password completion:^(WDGUser *authData, NSError *error) {
        if (error) {
            NSLog(@"%@", [weakSelf.session messageForError:error]);
            return;
        }
        NSLog(@"hello %@", authData.uid);
        if (weakSelf.onLogin) {
            weakSelf.onLogin(authData, error);
        }
    }];
    SessionAuthBlock fallback = self.onLogin ?: ^(WDGUser *authData, NSError *error) {};
    [[WDGAuth auth] signInAnonymouslyWithCompletion:fallback];
    [[WDGAuth auth] signInWithEmail:email password:password completion:self.onLogin];
}

- (void)logout {
    WDGUser *previous = self.session.currentAuth;
    [self.session signOut];
    if (self.onLogout) {
        self.onLogout(previous, nil);
    }
}

@end
