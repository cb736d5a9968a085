#import "LoginScreen.h"

@implementation LoginScreen

- (void)submitEmail:(NSString *)email password:(NSString *)password {
    __weak typeof(self) weakSelf = self;
    [self.session signInWithEmail:email password:password completion:^(NSError *error, WAuthData *authData) {
        if (error) {
            NSLog(@"%@", [weakSelf.session messageForError:error]);
            return;
        }
        NSLog(@"hello %@", authData.uid);
        if (weakSelf.onLogin) {
            weakSelf.onLogin(error, authData);
        }
    }];
    SessionAuthBlock fallback = self.onLogin ?: ^(NSError *error, WAuthData *authData) {};
    [self.session.ref authAnonymouslyWithCompletionBlock:fallback];
    [self.session.ref authUser:email password:password withCompletionBlock:self.onLogin];
}

- (void)logout {
    WAuthData *previous = self.session.currentAuth;
    [self.session signOut];
    if (self.onLogout) {
        self.onLogout(nil, previous);
    }
}

@end
