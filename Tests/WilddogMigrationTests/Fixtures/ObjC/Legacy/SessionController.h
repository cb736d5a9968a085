//
//  SessionController.h
//  WildNotes
//
//  Sign-in, sign-up and session state for the notes app (Wilddog auth, 1.x SDK).
//

#import <Foundation/Foundation.h>
#import <Wilddog/Wilddog.h>

typedef NS_ENUM(NSInteger, SessionState) {
    SessionStateSignedOut,
    SessionStateAnonymous,
    SessionStateSignedIn
};

typedef void (^SessionAuthBlock)(NSError *error, WAuthData *authData);

@interface SessionController : NSObject

@property (nonatomic, strong) Wilddog *ref;
@property (nonatomic, strong, readonly) WAuthData *currentAuth;
@property (nonatomic, assign, readonly) SessionState state;
@property (nonatomic, assign) WilddogHandle authHandle;

- (instancetype)initWithRef:(Wilddog *)ref;
- (void)signInWithEmail:(NSString *)email password:(NSString *)password completion:(SessionAuthBlock)completion;
- (void)signUpWithEmail:(NSString *)email password:(NSString *)password;
- (void)continueAsGuest;
- (void)signInWithToken:(NSString *)token;
- (void)signInWithWeibo:(NSString *)accessToken userID:(NSString *)userID;
- (void)forgotPassword:(NSString *)email;
- (void)signOut;
- (NSString *)messageForError:(NSError *)error;

@end
