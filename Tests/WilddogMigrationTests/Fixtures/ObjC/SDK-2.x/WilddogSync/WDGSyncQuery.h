// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
#import <Foundation/Foundation.h>
#import "WDGDataEventType.h"
#import "WDGDataSnapshot.h"

@class WDGSyncReference;

/// Identifies one observer registration.
typedef int64_t WDGSyncHandle;

NS_ASSUME_NONNULL_BEGIN

@interface WDGSyncQuery : NSObject

@property (readonly, strong, nonatomic) WDGSyncReference *ref;

- (WDGSyncHandle)observeEventType:(WDGDataEventType)eventType withBlock:(void (^)(WDGDataSnapshot *snapshot))block;
- (WDGSyncHandle)observeEventType:(WDGDataEventType)eventType andPreviousSiblingKeyWithBlock:(void (^)(WDGDataSnapshot *snapshot, NSString *_Nullable prevKey))block;
- (WDGSyncHandle)observeEventType:(WDGDataEventType)eventType withBlock:(void (^)(WDGDataSnapshot *snapshot))block withCancelBlock:(nullable void (^)(NSError *error))cancelBlock;
- (WDGSyncHandle)observeEventType:(WDGDataEventType)eventType andPreviousSiblingKeyWithBlock:(void (^)(WDGDataSnapshot *snapshot, NSString *_Nullable prevKey))block withCancelBlock:(nullable void (^)(NSError *error))cancelBlock;

- (void)observeSingleEventOfType:(WDGDataEventType)eventType withBlock:(void (^)(WDGDataSnapshot *snapshot))block;
- (void)observeSingleEventOfType:(WDGDataEventType)eventType andPreviousSiblingKeyWithBlock:(void (^)(WDGDataSnapshot *snapshot, NSString *_Nullable prevKey))block;
- (void)observeSingleEventOfType:(WDGDataEventType)eventType withBlock:(void (^)(WDGDataSnapshot *snapshot))block withCancelBlock:(nullable void (^)(NSError *error))cancelBlock;
- (void)observeSingleEventOfType:(WDGDataEventType)eventType andPreviousSiblingKeyWithBlock:(void (^)(WDGDataSnapshot *snapshot, NSString *_Nullable prevKey))block withCancelBlock:(nullable void (^)(NSError *error))cancelBlock;

- (void)removeObserverWithHandle:(WDGSyncHandle)handle;
- (void)removeAllObservers;
- (void)keepSynced:(BOOL)keepSynced;

- (WDGSyncQuery *)queryLimitedToFirst:(NSUInteger)limit;
- (WDGSyncQuery *)queryLimitedToLast:(NSUInteger)limit;
- (WDGSyncQuery *)queryOrderedByChild:(NSString *)key;
- (WDGSyncQuery *)queryOrderedByKey;
- (WDGSyncQuery *)queryOrderedByValue;
- (WDGSyncQuery *)queryOrderedByPriority;
- (WDGSyncQuery *)queryStartingAtValue:(nullable id)startValue;
- (WDGSyncQuery *)queryStartingAtValue:(nullable id)startValue childKey:(nullable NSString *)childKey;
- (WDGSyncQuery *)queryEndingAtValue:(nullable id)endValue;
- (WDGSyncQuery *)queryEndingAtValue:(nullable id)endValue childKey:(nullable NSString *)childKey;
- (WDGSyncQuery *)queryEqualToValue:(nullable id)value;
- (WDGSyncQuery *)queryEqualToValue:(nullable id)value childKey:(nullable NSString *)childKey;

@end

NS_ASSUME_NONNULL_END
