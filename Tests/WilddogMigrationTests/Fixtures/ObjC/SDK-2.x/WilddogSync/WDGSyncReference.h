// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
#import <Foundation/Foundation.h>
#import "WDGSyncQuery.h"
#import "WDGSync.h"
#import "WDGMutableData.h"
#import "WDGTransactionResult.h"

NS_ASSUME_NONNULL_BEGIN

@interface WDGSyncReference : WDGSyncQuery

- (WDGSyncReference *)child:(NSString *)pathString;
- (WDGSyncReference *)childByAppendingPath:(NSString *)pathString __deprecated_msg("use child: instead");
- (WDGSyncReference *)childByAutoId;

- (void)setValue:(nullable id)value;
- (void)setValue:(nullable id)value withCompletionBlock:(void (^)(NSError *_Nullable error, WDGSyncReference *ref))block;
- (void)setValue:(nullable id)value andPriority:(nullable id)priority;
- (void)setValue:(nullable id)value andPriority:(nullable id)priority withCompletionBlock:(void (^)(NSError *_Nullable error, WDGSyncReference *ref))block;
- (void)removeValue;
- (void)removeValueWithCompletionBlock:(void (^)(NSError *_Nullable error, WDGSyncReference *ref))block;
- (void)setPriority:(nullable id)priority;
- (void)setPriority:(nullable id)priority withCompletionBlock:(void (^)(NSError *_Nullable error, WDGSyncReference *ref))block;
- (void)updateChildValues:(NSDictionary *)values;
- (void)updateChildValues:(NSDictionary *)values withCompletionBlock:(void (^)(NSError *_Nullable error, WDGSyncReference *ref))block;

- (void)onDisconnectSetValue:(nullable id)value;
- (void)onDisconnectSetValue:(nullable id)value withCompletionBlock:(void (^)(NSError *_Nullable error, WDGSyncReference *ref))block;
- (void)onDisconnectSetValue:(nullable id)value andPriority:(id)priority;
- (void)onDisconnectSetValue:(nullable id)value andPriority:(nullable id)priority withCompletionBlock:(void (^)(NSError *_Nullable error, WDGSyncReference *ref))block;
- (void)onDisconnectRemoveValue;
- (void)onDisconnectRemoveValueWithCompletionBlock:(void (^)(NSError *_Nullable error, WDGSyncReference *ref))block;
- (void)onDisconnectUpdateChildValues:(NSDictionary *)values;
- (void)onDisconnectUpdateChildValues:(NSDictionary *)values withCompletionBlock:(void (^)(NSError *_Nullable error, WDGSyncReference *ref))block;
- (void)cancelDisconnectOperations;
- (void)cancelDisconnectOperationsWithCompletionBlock:(nullable void (^)(NSError *_Nullable error, WDGSyncReference *ref))block;

+ (void)goOffline;
+ (void)goOnline;

- (void)runTransactionBlock:(WDGTransactionResult *(^)(WDGMutableData *currentData))block;
- (void)runTransactionBlock:(WDGTransactionResult *(^)(WDGMutableData *currentData))block andCompletionBlock:(void (^)(NSError *_Nullable error, BOOL committed, WDGDataSnapshot *_Nullable snapshot))completionBlock;
- (void)runTransactionBlock:(WDGTransactionResult *(^)(WDGMutableData *currentData))block andCompletionBlock:(nullable void (^)(NSError *_Nullable error, BOOL committed, WDGDataSnapshot *_Nullable snapshot))completionBlock withLocalEvents:(BOOL)localEvents;

- (NSString *)description;

@property (readonly, strong, nonatomic, nullable) WDGSyncReference *parent;
@property (readonly, strong, nonatomic) WDGSyncReference *root;
@property (readonly, strong, nonatomic) NSString *key;
@property (readonly, strong, nonatomic) NSString *URL;
@property (readonly, strong, nonatomic) WDGSync *sync;

@end

NS_ASSUME_NONNULL_END
