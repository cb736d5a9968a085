// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import <FirebaseCore/FirebaseCore.h>
#import "FIRAuthDataResult.h"

NS_ASSUME_NONNULL_BEGIN

@class FIRAuth;

typedef void (^FIRAuthStateDidChangeListenerBlock)(FIRAuth *auth, FIRUser *_Nullable user)
    NS_SWIFT_UNAVAILABLE("Use Swift's closure syntax instead.");
typedef id<NSObject> FIRAuthStateDidChangeListenerHandle NS_SWIFT_NAME(AuthStateDidChangeListenerHandle);
typedef void (^FIRIDTokenDidChangeListenerBlock)(FIRAuth *auth, FIRUser *_Nullable user)
    NS_SWIFT_UNAVAILABLE("Use Swift's closure syntax instead.");
typedef id<NSObject> FIRIDTokenDidChangeListenerHandle NS_SWIFT_NAME(IDTokenDidChangeListenerHandle);
typedef void (^FIRAuthDataResultCallback)(FIRAuthDataResult *_Nullable authResult, NSError *_Nullable error)
    NS_SWIFT_UNAVAILABLE("Use Swift's closure syntax instead.");
typedef void (^FIRAuthResultCallback)(FIRUser *_Nullable user, NSError *_Nullable error)
    NS_SWIFT_UNAVAILABLE("Use Swift's closure syntax instead.");
typedef void (^FIRSignInMethodQueryCallback)(NSArray<NSString *> *_Nullable signInMethods, NSError *_Nullable error)
    NS_SWIFT_UNAVAILABLE("Use Swift's closure syntax instead.");
typedef void (^FIRSendPasswordResetCallback)(NSError *_Nullable error)
    NS_SWIFT_UNAVAILABLE("Use Swift's closure syntax instead.");
typedef void (^FIRConfirmPasswordResetCallback)(NSError *_Nullable error)
    NS_SWIFT_UNAVAILABLE("Use Swift's closure syntax instead.");

extern NSString *const FIRAuthStateDidChangeNotification NS_SWIFT_NAME(AuthStateDidChange);

NS_SWIFT_NAME(Auth)
@interface FIRAuth : NSObject

+ (FIRAuth *)auth NS_SWIFT_NAME(auth());
+ (FIRAuth *)authWithApp:(FIRApp *)app NS_SWIFT_NAME(auth(app:));
@property(nonatomic, weak, readonly, nullable) FIRApp *app;
@property(nonatomic, strong, readonly, nullable) FIRUser *currentUser;
- (instancetype)init NS_UNAVAILABLE;
- (void)fetchSignInMethodsForEmail:(NSString *)email
                        completion:(nullable void (^)(NSArray<NSString *> *_Nullable signInMethods, NSError *_Nullable error))completion;
- (void)signInWithEmail:(NSString *)email
               password:(NSString *)password
             completion:(nullable void (^)(FIRAuthDataResult *_Nullable authResult, NSError *_Nullable error))completion;
- (void)signInWithCredential:(FIRAuthCredential *)credential
                  completion:(nullable void (^)(FIRAuthDataResult *_Nullable authResult, NSError *_Nullable error))completion;
- (void)signInAnonymouslyWithCompletion:(nullable void (^)(FIRAuthDataResult *_Nullable authResult, NSError *_Nullable error))completion;
- (void)signInWithCustomToken:(NSString *)token
                   completion:(nullable void (^)(FIRAuthDataResult *_Nullable authResult, NSError *_Nullable error))completion;
- (void)createUserWithEmail:(NSString *)email
                   password:(NSString *)password
                 completion:(nullable void (^)(FIRAuthDataResult *_Nullable authResult, NSError *_Nullable error))completion;
- (void)sendPasswordResetWithEmail:(NSString *)email completion:(nullable void (^)(NSError *_Nullable error))completion;
- (void)confirmPasswordResetWithCode:(NSString *)code
                         newPassword:(NSString *)newPassword
                          completion:(void (^)(NSError *_Nullable error))completion;
- (BOOL)signOut:(NSError *_Nullable *_Nullable)error;
- (FIRAuthStateDidChangeListenerHandle)addAuthStateDidChangeListener:(void (^)(FIRAuth *auth, FIRUser *_Nullable user))listener;
- (void)removeAuthStateDidChangeListener:(FIRAuthStateDidChangeListenerHandle)listenerHandle;
- (FIRIDTokenDidChangeListenerHandle)addIDTokenDidChangeListener:(void (^)(FIRAuth *auth, FIRUser *_Nullable user))listener;
- (void)removeIDTokenDidChangeListener:(FIRIDTokenDidChangeListenerHandle)listenerHandle;

@end

NS_ASSUME_NONNULL_END
