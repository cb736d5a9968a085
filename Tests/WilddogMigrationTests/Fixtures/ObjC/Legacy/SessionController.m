//
//  SessionController.m
//  WildNotes
//

#import "SessionController.h"

static NSString *const kNotesURL = @"https://wildnotes.wilddogio.com";

@interface SessionController ()
@property (nonatomic, strong, readwrite) WAuthData *currentAuth;
@property (nonatomic, assign, readwrite) SessionState state;
@end

@implementation SessionController

- (instancetype)initWithRef:(Wilddog *)ref {
    if (self = [super init]) {
        _ref = ref ?: [[Wilddog alloc] initWithUrl:kNotesURL];
        __weak typeof(self) weakSelf = self;
        _authHandle = [_ref observeAuthEventWithBlock:^(WAuthData *authData) {
            weakSelf.currentAuth = authData;
            if (authData == nil) {
                weakSelf.state = SessionStateSignedOut;
            } else if ([authData.provider isEqualToString:@"anonymous"]) {
                weakSelf.state = SessionStateAnonymous;
            } else {
                weakSelf.state = SessionStateSignedIn;
            }
            NSLog(@"auth state %ld uid=%@", (long)weakSelf.state, authData.uid);
        }];
        if (_ref.authData) {
            NSLog(@"restored session of %@, expires %@", _ref.authData.uid, _ref.authData.expires);
        }
    }
    return self;
}

- (void)dealloc {
    [_ref removeAuthEventObserverWithHandle:_authHandle];
}

- (void)signInWithEmail:(NSString *)email password:(NSString *)password completion:(SessionAuthBlock)completion {
    [self.ref authUser:email password:password withCompletionBlock:^(NSError *error, WAuthData *authData) {
        if (error) {
            NSLog(@"%@", [self messageForError:error]);
        } else {
            [self saveProfile:authData];
        }
        if (completion) {
            completion(error, authData);
        }
    }];
}

- (void)signUpWithEmail:(NSString *)email password:(NSString *)password {
    __weak typeof(self) weakSelf = self;
    [self.ref createUser:email password:password withValueCompletionBlock:^(NSError *error, NSDictionary *result) {
        if (error) {
            if (error.code == WAuthenticationErrorEmailTaken) {
                NSLog(@"%@ already has an account", email);
            }
            return;
        }
        NSString *uid = result[@"uid"];
        NSLog(@"created %@", uid);
        [weakSelf signInWithEmail:email password:password completion:nil];
    }];
    [self.ref createUser:email password:password withCompletionBlock:^(NSError *error) {
        NSLog(@"second create: %@", error ? error.localizedDescription : @"ok");
    }];
}

- (void)continueAsGuest {
    [self.ref authAnonymouslyWithCompletionBlock:^(NSError *error, WAuthData *authData) {
        if (!error) {
            NSLog(@"guest %@ token %@", authData.uid, authData.token);
        }
    }];
}

- (void)signInWithToken:(NSString *)token {
    SessionAuthBlock done = ^(NSError *error, WAuthData *authData) {
        NSLog(@"custom sign-in: %@ %@", authData.uid, authData.auth);
    };
    [self.ref authWithCustomToken:token withCompletionBlock:done];
}

- (void)signInWithWeibo:(NSString *)accessToken userID:(NSString *)userID {
    [self.ref authWithOAuthProvider:@"weibo" parameters:@{ @"access_token": accessToken, @"userID": userID } withCompletionBlock:^(NSError *error, WAuthData *authData) {
        if (error.code == WAuthenticationErrorProviderError) {
            NSLog(@"weibo refused: %@", error.userInfo);
            return;
        }
        NSDictionary *profile = authData.providerData;
        NSLog(@"weibo user %@", profile[@"displayName"]);
    }];
    [self.ref authWithOAuthProvider:@"qq" token:accessToken withCompletionBlock:^(NSError *error, WAuthData *authData) {
        NSLog(@"qq: %@", authData.provider);
    }];
}

- (void)forgotPassword:(NSString *)email {
    [self.ref resetPasswordForUser:email withCompletionBlock:^(NSError *error) {
        NSLog(@"reset mail to %@: %@", email, error ? [self messageForError:error] : @"sent");
    }];
}

- (void)signOut {
    [self.ref unauth];
    self.currentAuth = nil;
}

- (void)saveProfile:(WAuthData *)authData {
    Wilddog *profile = [[self.ref.root childByAppendingPath:@"profiles"] childByAppendingPath:authData.uid];
    [profile updateChildValues:@{ @"provider": authData.provider, @"lastLogin": kWilddogServerValueTimestamp }];
}

- (NSString *)messageForError:(NSError *)error {
    switch (error.code) {
        case WAuthenticationErrorInvalidEmail:
            return @"That email address is not valid.";
        case WAuthenticationErrorInvalidPassword:
            return @"Wrong password.";
        case WAuthenticationErrorUserDoesNotExist:
            return @"No account for this email.";
        case WAuthenticationErrorNetworkError:
            return @"No network.";
        case WAuthenticationErrorUnknown:
        default:
            return [NSString stringWithFormat:@"Sign-in failed (%ld).", (long)error.code];
    }
}

@end
