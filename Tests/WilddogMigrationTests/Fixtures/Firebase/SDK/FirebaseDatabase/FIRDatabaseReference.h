// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import "FIRDatabaseQuery.h"
#import "FIRMutableData.h"
#import "FIRTransactionResult.h"

@class FIRDatabase;

NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_NAME(DatabaseReference)
@interface FIRDatabaseReference : FIRDatabaseQuery

- (FIRDatabaseReference *)child:(NSString *)pathString;
- (FIRDatabaseReference *)childByAutoId;
- (void)setValue:(nullable id)value;
- (void)setValue:(nullable id)value
    withCompletionBlock:(void (^)(NSError *__nullable error, FIRDatabaseReference *ref))block;
- (void)setValue:(nullable id)value andPriority:(nullable id)priority;
- (void)setValue:(nullable id)value
            andPriority:(nullable id)priority
    withCompletionBlock:(void (^)(NSError *__nullable error, FIRDatabaseReference *ref))block;
- (void)removeValue;
- (void)removeValueWithCompletionBlock:(void (^)(NSError *__nullable error, FIRDatabaseReference *ref))block;
- (void)setPriority:(nullable id)priority;
- (void)setPriority:(nullable id)priority
    withCompletionBlock:(void (^)(NSError *__nullable error, FIRDatabaseReference *ref))block;
- (void)updateChildValues:(NSDictionary *)values;
- (void)updateChildValues:(NSDictionary *)values
      withCompletionBlock:(void (^)(NSError *__nullable error, FIRDatabaseReference *ref))block;
- (FIRDatabaseHandle)observeEventType:(FIRDataEventType)eventType
                            withBlock:(void (^)(FIRDataSnapshot *snapshot))block;
- (FIRDatabaseHandle)observeEventType:(FIRDataEventType)eventType
       andPreviousSiblingKeyWithBlock:(void (^)(FIRDataSnapshot *snapshot, NSString *__nullable prevKey))block;
- (FIRDatabaseHandle)observeEventType:(FIRDataEventType)eventType
                            withBlock:(void (^)(FIRDataSnapshot *snapshot))block
                      withCancelBlock:(nullable void (^)(NSError *error))cancelBlock;
- (FIRDatabaseHandle)observeEventType:(FIRDataEventType)eventType
       andPreviousSiblingKeyWithBlock:(void (^)(FIRDataSnapshot *snapshot, NSString *__nullable prevKey))block
                      withCancelBlock:(nullable void (^)(NSError *error))cancelBlock;
- (void)observeSingleEventOfType:(FIRDataEventType)eventType
                       withBlock:(void (^)(FIRDataSnapshot *snapshot))block;
- (void)observeSingleEventOfType:(FIRDataEventType)eventType
    andPreviousSiblingKeyWithBlock:(void (^)(FIRDataSnapshot *snapshot, NSString *__nullable prevKey))block;
- (void)observeSingleEventOfType:(FIRDataEventType)eventType
                       withBlock:(void (^)(FIRDataSnapshot *snapshot))block
                 withCancelBlock:(nullable void (^)(NSError *error))cancelBlock;
- (void)observeSingleEventOfType:(FIRDataEventType)eventType
    andPreviousSiblingKeyWithBlock:(void (^)(FIRDataSnapshot *snapshot, NSString *__nullable prevKey))block
                   withCancelBlock:(nullable void (^)(NSError *error))cancelBlock;
- (void)removeObserverWithHandle:(FIRDatabaseHandle)handle;
- (void)removeAllObservers;
- (void)keepSynced:(BOOL)keepSynced;
- (void)onDisconnectSetValue:(nullable id)value;
- (void)onDisconnectSetValue:(nullable id)value
         withCompletionBlock:(void (^)(NSError *__nullable error, FIRDatabaseReference *ref))block;
- (void)onDisconnectSetValue:(nullable id)value andPriority:(id)priority;
- (void)onDisconnectSetValue:(nullable id)value
                 andPriority:(nullable id)priority
         withCompletionBlock:(void (^)(NSError *__nullable error, FIRDatabaseReference *ref))block;
- (void)onDisconnectRemoveValue;
- (void)onDisconnectRemoveValueWithCompletionBlock:(void (^)(NSError *__nullable error, FIRDatabaseReference *ref))block;
- (void)onDisconnectUpdateChildValues:(NSDictionary *)values;
- (void)onDisconnectUpdateChildValues:(NSDictionary *)values
                  withCompletionBlock:(void (^)(NSError *__nullable error, FIRDatabaseReference *ref))block;
- (void)cancelDisconnectOperations;
- (void)cancelDisconnectOperationsWithCompletionBlock:(nullable void (^)(NSError *__nullable error, FIRDatabaseReference *ref))block;
+ (void)goOffline;
+ (void)goOnline;
- (void)runTransactionBlock:(FIRTransactionResult * (^)(FIRMutableData *currentData))block;
- (void)runTransactionBlock:(FIRTransactionResult * (^)(FIRMutableData *currentData))block
         andCompletionBlock:(void (^)(NSError *__nullable error, BOOL committed, FIRDataSnapshot *__nullable snapshot))completionBlock;
- (void)runTransactionBlock:(FIRTransactionResult * (^)(FIRMutableData *currentData))block
         andCompletionBlock:(nullable void (^)(NSError *__nullable error, BOOL committed, FIRDataSnapshot *__nullable snapshot))completionBlock
            withLocalEvents:(BOOL)localEvents;
- (NSString *)description;
@property(strong, readonly, nonatomic, nullable) FIRDatabaseReference *parent;
@property(strong, readonly, nonatomic) FIRDatabaseReference *root;
@property(strong, readonly, nonatomic, nullable) NSString *key;
@property(strong, readonly, nonatomic) NSString *URL;
@property(strong, readonly, nonatomic) FIRDatabase *database;

@end

NS_ASSUME_NONNULL_END
