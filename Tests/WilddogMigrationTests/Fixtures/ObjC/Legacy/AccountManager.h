#import <Foundation/Foundation.h>
#import <Wilddog/Wilddog.h>

typedef void (^AccountLoginBlock)(NSError *error, WAuthData *authData);
typedef void (^AccountResultBlock)(BOOL success, NSString *message);

@interface AccountManager : NSObject

@property (nonatomic, strong) Wilddog *ref;
@property (nonatomic, strong) WAuthData *currentAuth;
@property (nonatomic, assign) WilddogHandle authHandle;
@property (nonatomic, copy) AccountLoginBlock onLogin;

- (instancetype)initWithURL:(NSString *)url;
- (void)startListening;
- (void)stopListening;
- (AccountLoginBlock)loginCompletionWithResult:(AccountResultBlock)result;
- (void)loginWithEmail:(NSString *)email password:(NSString *)password result:(AccountResultBlock)result;
- (void)registerWithEmail:(NSString *)email password:(NSString *)password result:(AccountResultBlock)result;
- (void)loginAnonymously:(AccountResultBlock)result;
- (void)loginWithToken:(NSString *)token;
- (void)loginWithQQToken:(NSString *)accessToken openId:(NSString *)openId;
- (void)sendPasswordResetTo:(NSString *)email;
- (void)changePasswordOf:(NSString *)email from:(NSString *)oldPassword to:(NSString *)newPassword;
- (void)logout;

@end
