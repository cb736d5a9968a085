// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import "FIRDataEventType.h"
#import "FIRDataSnapshot.h"

@class FIRDatabaseReference;

NS_ASSUME_NONNULL_BEGIN

typedef NSUInteger FIRDatabaseHandle NS_SWIFT_NAME(DatabaseHandle);

NS_SWIFT_NAME(DatabaseQuery)
@interface FIRDatabaseQuery : NSObject

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
- (void)getDataWithCompletionBlock:(void (^)(NSError *__nullable error, FIRDataSnapshot *__nullable snapshot))block
    NS_SWIFT_NAME(getData(completion:));
- (void)removeObserverWithHandle:(FIRDatabaseHandle)handle;
- (void)removeAllObservers;
- (void)keepSynced:(BOOL)keepSynced;
- (FIRDatabaseQuery *)queryLimitedToFirst:(NSUInteger)limit;
- (FIRDatabaseQuery *)queryLimitedToLast:(NSUInteger)limit;
- (FIRDatabaseQuery *)queryOrderedByChild:(NSString *)key;
- (FIRDatabaseQuery *)queryOrderedByKey;
- (FIRDatabaseQuery *)queryOrderedByValue;
- (FIRDatabaseQuery *)queryOrderedByPriority;
- (FIRDatabaseQuery *)queryStartingAtValue:(nullable id)startValue;
- (FIRDatabaseQuery *)queryStartingAtValue:(nullable id)startValue childKey:(nullable NSString *)childKey;
- (FIRDatabaseQuery *)queryEndingAtValue:(nullable id)endValue;
- (FIRDatabaseQuery *)queryEndingAtValue:(nullable id)endValue childKey:(nullable NSString *)childKey;
- (FIRDatabaseQuery *)queryEqualToValue:(nullable id)value;
- (FIRDatabaseQuery *)queryEqualToValue:(nullable id)value childKey:(nullable NSString *)childKey;
@property(nonatomic, readonly, strong) FIRDatabaseReference *ref;

@end

NS_ASSUME_NONNULL_END
