#import "AccountManager.h"
#import <WilddogSync/WilddogSync.h>
#import <WilddogAuth/WilddogAuth.h>

@implementation AccountManager

- (instancetype)initWithURL:(NSString *)url {
    if ((self = [super init])) {
        _ref = [[WDGSync sync] referenceFromURL:url];
    }
    return self;
}

- (void)startListening {
    __weak AccountManager *weakSelf = self;
    self.authHandle = [[WDGAuth auth] addAuthStateDidChangeListener:^(WDGAuth *auth, WDGUser *authData) {
        weakSelf.currentAuth = authData;
        if (authData) {
            NSLog(@"signed in as %@ with %@", authData.uid, authData.providerID);
        } else {
            NSLog(@"signed out");
        }
    }];
    if ([WDGAuth auth].currentUser) {
        NSLog(@"restored session of %@", [WDGAuth auth].currentUser.uid);
    }
}

- (void)stopListening {
    [[WDGAuth auth] removeAuthStateDidChangeListener:self.authHandle];
}

- (NSString *)messageForError:(NSError *)error {
    switch (error.code) {
        case WDGAuthErrorCodeInvalidEmail:
            return @"The email address is not valid.";
        case WDGAuthErrorCodeInvalidPassword:
            return @"The password is wrong.";
        case WDGAuthErrorCodeInvalidUser:
            return @"There is no account with this email.";
        case WDGAuthErrorCodeEmailAlreadyInUse:
            return @"This email is already registered.";
        case WAuthenticationErrorNetworkError:
            return @"Check your network connection.";
        default:
            return error.localizedDescription;
    }
}

- (AccountLoginBlock)loginCompletionWithResult:(AccountResultBlock)result {
    __weak AccountManager *weakSelf = self;
    return ^(WDGUser *authData, NSError *error) {
        if (error) {
            result(NO, [weakSelf messageForError:error]);
            return;
        }
        weakSelf.currentAuth = authData;
        if (weakSelf.onLogin) {
            weakSelf.onLogin(authData, error);
        }
        result(YES, authData.uid);
    };
}

- (void (^)(WDGUser *, NSError *))loggingCompletion {
    return ^(WDGUser *authData, NSError *error) {
        NSLog(@"login finished: %@ %@", authData.uid, error);
    };
}

- (void)loginWithEmail:(NSString *)email password:(NSString *)password result:(AccountResultBlock)result {
    [[WDGAuth auth] signInWithEmail:email password:password completion:[self loginCompletionWithResult:result]];
}

- (void)registerWithEmail:(NSString *)email password:(NSString *)password result:(AccountResultBlock)result {
    [[WDGAuth auth] createUserWithEmail:email password:password completion:^(WDGUser *result, NSError *error) {
        if (error.code == WDGAuthErrorCodeEmailAlreadyInUse) {
            NSLog(@"%@ is taken", email);
            return;
        }
        NSString *uid = result.uid;
        NSLog(@"created user %@", uid);
        [[[self.ref child:@"users"] child:uid] setValue:@{ @"email": email }];
    }];
}

- (void)loginAnonymously:(AccountResultBlock)result {
    AccountLoginBlock completion = ^(WDGUser *authData, NSError *error) {
        result(error == nil, authData.uid);
    };
    [[WDGAuth auth] signInAnonymouslyWithCompletion:completion];
}

- (void)loginWithToken:(NSString *)token {
    [[WDGAuth auth] signInWithCustomToken:token completion:^(WDGUser *authData, NSError *error) {
        if (error.code == WDGAuthErrorCodeInvalidToken) {
            NSLog(@"the token is invalid or expired");
            return;
        }
        NSLog(@"token session expires at %@", authData.expires);
        NSLog(@"raw auth payload %@", authData.auth);
    }];
}

- (void)loginWithQQToken:(NSString *)accessToken openId:(NSString *)openId {
    [[WDGAuth auth] signInWithCredential:[WDGQQAuthProvider credentialWithAccessToken:accessToken] completion:^(WDGUser *authData, NSError *error) {
        if (error) {
            NSLog(@"QQ login failed: %@", error);
            return;
        }
        NSLog(@"QQ nickname %@", authData.providerData[@"displayName"]);
        NSLog(@"session token %@", authData.token);
    }];
}

- (void)sendPasswordResetTo:(NSString *)email {
    [[WDGAuth auth] sendPasswordResetWithEmail:email completion:^(NSError *error) {
        NSLog(@"reset mail to %@: %@", email, error ?: @"sent");
    }];
}

- (void)changePasswordOf:(NSString *)email from:(NSString *)oldPassword to:(NSString *)newPassword {
    [self.ref changePasswordForUser:email fromOld:oldPassword toNew:newPassword withCompletionBlock:^(NSError *error) {
        if (error.code == WDGAuthErrorCodeInvalidPassword) {
            NSLog(@"old password is wrong");
        }
    }];
}

- (void)logout {
    [[WDGAuth auth] signOut:nil];
    self.currentAuth = nil;
}

@end
