#import "ShopSession.h"

@implementation ShopSession

- (void)start {
    self.stateHandle = [[WDGAuth auth] addAuthStateDidChangeListener:^(WDGAuth *auth, WDGUser *user) {
        if ([user.providerID isEqualToString:@"password"]) {
            NSLog(@"email user %@ phone %@", user.uid, user.phone);
        }
    }];
}

- (void)signInWithEmail:(NSString *)email password:(NSString *)password done:(ShopLoginBlock)done {
    [[WDGAuth auth] signInWithEmail:email password:password completion:^(WDGUser * _Nullable user, NSError * _Nullable error) {
        if (error) {
            NSLog(@"%@", [self messageForError:error]);
        }
        done(user, error);
    }];
    [[WDGAuth auth] signInAnonymouslyWithCompletion:done];
}

- (void)signInWithToken:(NSString *)token {
    [[WDGAuth auth] signInWithCustomToken:token completion:self.onLogin];
    WDGAuthResultCallback logged = ^(WDGUser *user, NSError *error) {
        NSLog(@"token user %@", user.uid);
    };
    [[WDGAuth auth] signInWithCustomToken:token completion:logged];
}

- (void)upgradeWithEmail:(NSString *)email password:(NSString *)password {
    WDGAuthCredential *credential = [WDGWilddogAuthProvider credentialWithEmail:email password:password];
    WDGUser *user = [WDGAuth auth].currentUser;
    [user linkWithCredential:credential completion:^(WDGUser *linked, NSError *error) {
        NSLog(@"linked %@", linked.uid);
    }];
    [user reauthenticateWithCredential:credential completion:^(NSError *error) {
        NSLog(@"reauthenticated %d", error == nil);
    }];
    [user getTokenWithCompletion:^(NSString *idToken, NSError *error) {
        NSLog(@"token %@", idToken);
    }];
    [[WDGAuth auth] fetchProvidersForEmail:email completion:^(NSArray<NSString *> *providers, NSError *error) {
        NSLog(@"%@", providers);
    }];
    [[WDGAuth auth] createUserWithPhone:@"13800000000" password:password completion:^(WDGUser *phoneUser, NSError *error) {}];
    NSError *signOutError = nil;
    [[WDGAuth auth] signOut:&signOutError];
}

- (NSString *)messageForError:(NSError *)error {
    if (![error.domain isEqualToString:WDGAuthErrorDomain]) {
        return error.localizedDescription;
    }
    switch (error.code) {
        case WDGAuthErrorCodeInvalidEmail:
            return @"bad email";
        case WDGAuthErrorCodeInvalidPassword:
            return @"wrong password";
        case WDGAuthErrorCodeEmailTaken:
            return @"taken";
        case WDGAuthErrorCodeSmsSendError:
            return @"no SMS";
        default:
            return error.localizedDescription;
    }
}

@end
