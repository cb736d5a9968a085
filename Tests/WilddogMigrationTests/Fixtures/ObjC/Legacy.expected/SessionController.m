//
//  SessionController.m
//  WildNotes
//

#import "SessionController.h"
#import <WilddogSync/WilddogSync.h>
#import <WilddogAuth/WilddogAuth.h>
#import <WilddogCore/WilddogCore.h>

static NSString *const kNotesURL = @"https://wildnotes.wilddogio.com";

@interface SessionController ()
@property (nonatomic, strong, readwrite) WDGUser *currentAuth;
@property (nonatomic, assign, readwrite) SessionState state;
@end

@implementation SessionController

- (instancetype)initWithRef:(WDGSyncReference *)ref {
    if (self = [super init]) {
        _ref = ref ?: [[WDGSync syncForApp:[WDGApp appNamed:@"wildnotes"]] referenceWithPath:@""];
        __weak typeof(self) weakSelf = self;
        _authHandle = [[WDGAuth auth] addAuthStateDidChangeListener:^(WDGAuth *auth, WDGUser *authData) {
            weakSelf.currentAuth = authData;
            if (authData == nil) {
                weakSelf.state = SessionStateSignedOut;
            } else if ([authData.providerID isEqualToString:@"anonymous"]) {
                weakSelf.state = SessionStateAnonymous;
            } else {
                weakSelf.state = SessionStateSignedIn;
            }
            NSLog(@"auth state %ld uid=%@", (long)weakSelf.state, authData.uid);
        }];
        if ([WDGAuth auth].currentUser) {
            NSLog(@"restored session of %@, expires %@", [WDGAuth auth].currentUser.uid, [WDGAuth auth].currentUser.expires);
        }
    }
    return self;
}

- (void)dealloc {
    [[WDGAuth auth] removeAuthStateDidChangeListener:_authHandle];
}

- (void)signInWithEmail:(NSString *)email password:(NSString *)password completion:(SessionAuthBlock)completion {
    [[WDGAuth auth] signInWithEmail:email password:password completion:^(WDGUser *authData, NSError *error) {
        if (error) {
            NSLog(@"%@", [self messageForError:error]);
        } else {
            [self saveProfile:authData];
        }
        if (completion) {
            completion(authData, error);
        }
    }];
}

- (void)signUpWithEmail:(NSString *)email password:(NSString *)password {
    __weak typeof(self) weakSelf = self;
    [[WDGAuth auth] createUserWithEmail:email password:password completion:^(WDGUser *result, NSError *error) {
        if (error) {
            if (error.code == WDGAuthErrorCodeEmailAlreadyInUse) {
                NSLog(@"%@ already has an account", email);
            }
            return;
        }
        NSString *uid = result.uid;
        NSLog(@"created %@", uid);
        [weakSelf signInWithEmail:email password:password completion:nil];
    }];
    [[WDGAuth auth] createUserWithEmail:email password:password completion:^(WDGUser *user, NSError *error) {
        NSLog(@"second create: %@", error ? error.localizedDescription : @"ok");
    }];
}

- (void)continueAsGuest {
    [[WDGAuth auth] signInAnonymouslyWithCompletion:^(WDGUser *authData, NSError *error) {
        if (!error) {
            NSLog(@"guest %@ token %@", authData.uid, authData.token);
        }
    }];
}

- (void)signInWithToken:(NSString *)token {
    SessionAuthBlock done = ^(WDGUser *authData, NSError *error) {
        NSLog(@"custom sign-in: %@ %@", authData.uid, authData.auth);
    };
    [[WDGAuth auth] signInWithCustomToken:token completion:done];
}

- (void)signInWithWeibo:(NSString *)accessToken userID:(NSString *)userID {
    [[WDGAuth auth] signInWithCredential:[WDGWeiboAuthProvider credentialWithAccessToken:accessToken userID:userID] completion:^(WDGUser *authData, NSError *error) {
        if (error.code == WDGAuthErrorCodeProviderError) {
            NSLog(@"weibo refused: %@", error.userInfo);
            return;
        }
        NSDictionary *profile = authData.providerData;
        NSLog(@"weibo user %@", profile[@"displayName"]);
    }];
    [[WDGAuth auth] signInWithCredential:[WDGQQAuthProvider credentialWithAccessToken:accessToken] completion:^(WDGUser *authData, NSError *error) {
        NSLog(@"qq: %@", authData.providerID);
    }];
}

- (void)forgotPassword:(NSString *)email {
    [[WDGAuth auth] sendPasswordResetWithEmail:email completion:^(NSError *error) {
        NSLog(@"reset mail to %@: %@", email, error ? [self messageForError:error] : @"sent");
    }];
}

- (void)signOut {
    [[WDGAuth auth] signOut:nil];
    self.currentAuth = nil;
}

- (void)saveProfile:(WDGUser *)authData {
    WDGSyncReference *profile = [[self.ref.root child:@"profiles"] child:authData.uid];
    [profile updateChildValues:@{ @"provider": authData.providerID, @"lastLogin": [WDGServerValue timestamp] }];
}

- (NSString *)messageForError:(NSError *)error {
    switch (error.code) {
        case WDGAuthErrorCodeInvalidEmail:
            return @"That email address is not valid.";
        case WDGAuthErrorCodeInvalidPassword:
            return @"Wrong password.";
        case WDGAuthErrorCodeInvalidUser:
            return @"No account for this email.";
        case WAuthenticationErrorNetworkError:
            return @"No network.";
        case WDGAuthErrorCodeUnknownError:
        default:
            return [NSString stringWithFormat:@"Sign-in failed (%ld).", (long)error.code];
    }
}

@end
