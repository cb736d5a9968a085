// Wilddog iOS SDK 1.x interface (test fixture written from LEGACY-API.md; no implementation).
// Umbrella header: `#import <Wilddog/Wilddog.h>`.
#import <Foundation/Foundation.h>
#import "WQuery.h"
#import "WEventType.h"
#import "WAuthType.h"
#import "WDataSnapshot.h"
#import "WMutableData.h"
#import "WTransactionResult.h"
#import "WAuthData.h"
#import "WConfig.h"
#import "WilddogApp.h"

/// Server-timestamp placeholder.
#define kWilddogServerValueTimestamp @{ @".sv": @"timestamp" }

NS_ASSUME_NONNULL_BEGIN

@interface Wilddog : WQuery

- (id)initWithUrl:(NSString *)url;

- (Wilddog *)childByAppendingPath:(NSString *)pathString;
- (Wilddog *)childByAutoId;

- (void)setValue:(nullable id)value;
- (void)setValue:(nullable id)value withCompletionBlock:(void (^)(NSError *_Nullable error, Wilddog *ref))block;
- (void)setValue:(nullable id)value andPriority:(nullable id)priority;
- (void)setValue:(nullable id)value andPriority:(nullable id)priority withCompletionBlock:(void (^)(NSError *_Nullable error, Wilddog *ref))block;
- (void)removeValue;
- (void)removeValueWithCompletionBlock:(void (^)(NSError *_Nullable error, Wilddog *ref))block;
- (void)setPriority:(nullable id)priority;
- (void)setPriority:(nullable id)priority withCompletionBlock:(void (^)(NSError *_Nullable error, Wilddog *ref))block;
- (void)updateChildValues:(NSDictionary *)values;
- (void)updateChildValues:(NSDictionary *)values withCompletionBlock:(void (^)(NSError *_Nullable error, Wilddog *ref))block;

- (void)onDisconnectSetValue:(nullable id)value;
- (void)onDisconnectSetValue:(nullable id)value withCompletionBlock:(void (^)(NSError *_Nullable error, Wilddog *ref))block;
- (void)onDisconnectSetValue:(nullable id)value andPriority:(id)priority;
- (void)onDisconnectSetValue:(nullable id)value andPriority:(nullable id)priority withCompletionBlock:(void (^)(NSError *_Nullable error, Wilddog *ref))block;
- (void)onDisconnectRemoveValue;
- (void)onDisconnectRemoveValueWithCompletionBlock:(void (^)(NSError *_Nullable error, Wilddog *ref))block;
- (void)onDisconnectUpdateChildValues:(NSDictionary *)values;
- (void)onDisconnectUpdateChildValues:(NSDictionary *)values withCompletionBlock:(void (^)(NSError *_Nullable error, Wilddog *ref))block;
- (void)cancelDisconnectOperations;
- (void)cancelDisconnectOperationsWithCompletionBlock:(nullable void (^)(NSError *_Nullable error, Wilddog *ref))block;

- (void)createUser:(NSString *)email password:(NSString *)password withCompletionBlock:(void (^)(NSError *_Nullable error))block;
- (void)createUser:(NSString *)email password:(NSString *)password withValueCompletionBlock:(void (^)(NSError *_Nullable error, NSDictionary *_Nullable result))block;
- (void)removeUser:(NSString *)email password:(NSString *)password withCompletionBlock:(void (^)(NSError *_Nullable error))block;
- (void)changePasswordForUser:(NSString *)email fromOld:(NSString *)oldPassword toNew:(NSString *)newPassword withCompletionBlock:(void (^)(NSError *_Nullable error))block;
- (void)changeEmailForUser:(NSString *)email password:(NSString *)password toNewEmail:(NSString *)newEmail withCompletionBlock:(void (^)(NSError *_Nullable error))block;
- (void)resetPasswordForUser:(NSString *)email withCompletionBlock:(void (^)(NSError *_Nullable error))block;

@property (nonatomic, strong, readonly, nullable) WAuthData *authData;
- (WilddogHandle)observeAuthEventWithBlock:(void (^)(WAuthData *_Nullable authData))block;
- (void)removeAuthEventObserverWithHandle:(WilddogHandle)handle;
- (void)authAnonymouslyWithCompletionBlock:(void (^)(NSError *_Nullable error, WAuthData *_Nullable authData))block;
- (void)authUser:(NSString *)email password:(NSString *)password withCompletionBlock:(void (^)(NSError *_Nullable error, WAuthData *_Nullable authData))block;
- (void)authWithCustomToken:(NSString *)token withCompletionBlock:(void (^)(NSError *_Nullable error, WAuthData *_Nullable authData))block;
- (void)authWithOAuthProvider:(NSString *)provider token:(NSString *)oauthToken withCompletionBlock:(void (^)(NSError *_Nullable error, WAuthData *_Nullable authData))block;
- (void)authWithOAuthProvider:(NSString *)provider parameters:(NSDictionary *)parameters withCompletionBlock:(void (^)(NSError *_Nullable error, WAuthData *_Nullable authData))block;
- (void)unauth;

+ (void)goOffline;
+ (void)goOnline;

- (void)runTransactionBlock:(WTransactionResult *(^)(WMutableData *currentData))block;
- (void)runTransactionBlock:(WTransactionResult *(^)(WMutableData *currentData))block andCompletionBlock:(void (^)(NSError *_Nullable error, BOOL committed, WDataSnapshot *_Nullable snapshot))completionBlock;
- (void)runTransactionBlock:(WTransactionResult *(^)(WMutableData *currentData))block andCompletionBlock:(nullable void (^)(NSError *_Nullable error, BOOL committed, WDataSnapshot *_Nullable snapshot))completionBlock withLocalEvents:(BOOL)localEvents;

- (NSString *)description;

@property (nonatomic, strong, readonly) Wilddog *parent;
@property (nonatomic, strong, readonly) Wilddog *root;
@property (nonatomic, strong, readonly) NSString *key;
@property (nonatomic, strong, readonly) WilddogApp *app;

+ (void)setLoggingEnabled:(BOOL)enabled;
+ (NSString *)sdkVersion;
+ (WConfig *)defaultConfig;
+ (void)setDispatchQueue:(dispatch_queue_t)queue __attribute__((deprecated("Use [Wilddog defaultConfig].callbackQueue instead")));

@end

NS_ASSUME_NONNULL_END
