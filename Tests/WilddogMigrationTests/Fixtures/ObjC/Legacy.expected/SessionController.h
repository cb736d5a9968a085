//
//  SessionController.h
//  WildNotes
//
//  Sign-in, sign-up and session state for the notes app (Wilddog auth, 1.x SDK).
//

#import <Foundation/Foundation.h>
#import <WilddogSync/WilddogSync.h>
#import <WilddogAuth/WilddogAuth.h>

typedef NS_ENUM(NSInteger, SessionState) {
    SessionStateSignedOut,
    SessionStateAnonymous,
    SessionStateSignedIn
};

typedef void (^SessionAuthBlock)(WDGUser *authData, NSError *error);

@interface SessionController : NSObject

@property (nonatomic, strong) WDGSyncReference *ref;
@property (nonatomic, strong, readonly) WDGUser *currentAuth;
@property (nonatomic, assign, readonly) SessionState state;
@property (nonatomic, strong) WDGAuthStateDidChangeListenerHandle authHandle;

- (instancetype)initWithRef:(WDGSyncReference *)ref;
- (void)signInWithEmail:(NSString *)email password:(NSString *)password completion:(SessionAuthBlock)completion;
- (void)signUpWithEmail:(NSString *)email password:(NSString *)password;
- (void)continueAsGuest;
- (void)signInWithToken:(NSString *)token;
- (void)signInWithWeibo:(NSString *)accessToken userID:(NSString *)userID;
- (void)forgotPassword:(NSString *)email;
- (void)signOut;
- (NSString *)messageForError:(NSError *)error;

@end
