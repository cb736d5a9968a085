#import "AccountManager.h"

@implementation AccountManager

- (instancetype)initWithURL:(NSString *)url {
    if ((self = [super init])) {
        _ref = [[Wilddog alloc] initWithUrl:url];
    }
    return self;
}

- (void)startListening {
    __weak AccountManager *weakSelf = self;
    self.authHandle = [self.ref observeAuthEventWithBlock:^(WAuthData *authData) {
        weakSelf.currentAuth = authData;
        if (authData) {
            NSLog(@"signed in as %@ with %@", authData.uid, authData.provider);
        } else {
            NSLog(@"signed out");
        }
    }];
    if (self.ref.authData) {
        NSLog(@"restored session of %@", self.ref.authData.uid);
    }
}

- (void)stopListening {
    [self.ref removeAuthEventObserverWithHandle:self.authHandle];
}

- (NSString *)messageForError:(NSError *)error {
    switch (error.code) {
        case WAuthenticationErrorInvalidEmail:
            return @"The email address is not valid.";
        case WAuthenticationErrorInvalidPassword:
            return @"The password is wrong.";
        case WAuthenticationErrorUserDoesNotExist:
            return @"There is no account with this email.";
        case WAuthenticationErrorEmailTaken:
            return @"This email is already registered.";
        case WAuthenticationErrorNetworkError:
            return @"Check your network connection.";
        default:
            return error.localizedDescription;
    }
}

- (AccountLoginBlock)loginCompletionWithResult:(AccountResultBlock)result {
    __weak AccountManager *weakSelf = self;
    return ^(NSError *error, WAuthData *authData) {
        if (error) {
            result(NO, [weakSelf messageForError:error]);
            return;
        }
        weakSelf.currentAuth = authData;
        if (weakSelf.onLogin) {
            weakSelf.onLogin(error, authData);
        }
        result(YES, authData.uid);
    };
}

- (void (^)(NSError *, WAuthData *))loggingCompletion {
    return ^(NSError *error, WAuthData *authData) {
        NSLog(@"login finished: %@ %@", authData.uid, error);
    };
}

- (void)loginWithEmail:(NSString *)email password:(NSString *)password result:(AccountResultBlock)result {
    [self.ref authUser:email password:password withCompletionBlock:[self loginCompletionWithResult:result]];
}

- (void)registerWithEmail:(NSString *)email password:(NSString *)password result:(AccountResultBlock)result {
    [self.ref createUser:email password:password withValueCompletionBlock:^(NSError *error, NSDictionary *result) {
        if (error.code == WAuthenticationErrorEmailTaken) {
            NSLog(@"%@ is taken", email);
            return;
        }
        NSString *uid = result[@"uid"];
        NSLog(@"created user %@", uid);
        [[[self.ref childByAppendingPath:@"users"] childByAppendingPath:uid] setValue:@{ @"email": email }];
    }];
}

- (void)loginAnonymously:(AccountResultBlock)result {
    AccountLoginBlock completion = ^(NSError *error, WAuthData *authData) {
        result(error == nil, authData.uid);
    };
    [self.ref authAnonymouslyWithCompletionBlock:completion];
}

- (void)loginWithToken:(NSString *)token {
    [self.ref authWithCustomToken:token withCompletionBlock:^(NSError *error, WAuthData *authData) {
        if (error.code == WAuthenticationErrorInvalidToken) {
            NSLog(@"the token is invalid or expired");
            return;
        }
        NSLog(@"token session expires at %@", authData.expires);
        NSLog(@"raw auth payload %@", authData.auth);
    }];
}

- (void)loginWithQQToken:(NSString *)accessToken openId:(NSString *)openId {
    [self.ref authWithOAuthProvider:@"qq" parameters:@{ @"access_token": accessToken, @"openId": openId } withCompletionBlock:^(NSError *error, WAuthData *authData) {
        if (error) {
            NSLog(@"QQ login failed: %@", error);
            return;
        }
        NSLog(@"QQ nickname %@", authData.providerData[@"displayName"]);
        NSLog(@"session token %@", authData.token);
    }];
}

- (void)sendPasswordResetTo:(NSString *)email {
    [self.ref resetPasswordForUser:email withCompletionBlock:^(NSError *error) {
        NSLog(@"reset mail to %@: %@", email, error ?: @"sent");
    }];
}

- (void)changePasswordOf:(NSString *)email from:(NSString *)oldPassword to:(NSString *)newPassword {
    [self.ref changePasswordForUser:email fromOld:oldPassword toNew:newPassword withCompletionBlock:^(NSError *error) {
        if (error.code == WAuthenticationErrorInvalidPassword) {
            NSLog(@"old password is wrong");
        }
    }];
}

- (void)logout {
    [self.ref unauth];
    self.currentAuth = nil;
}

@end
