// Wilddog iOS SDK 1.x interface (test fixture written from LEGACY-API.md; no implementation).
#import <Foundation/Foundation.h>
#import "WEventType.h"
#import "WDataSnapshot.h"

@class Wilddog;

/// Identifies one observer registration (data observers and auth observers).
typedef int64_t WilddogHandle;

NS_ASSUME_NONNULL_BEGIN

@interface WQuery : NSObject

@property (nonatomic, readonly, strong) Wilddog *ref;

- (WilddogHandle)observeEventType:(WEventType)eventType withBlock:(void (^)(WDataSnapshot *snapshot))block;
- (WilddogHandle)observeEventType:(WEventType)eventType andPreviousSiblingKeyWithBlock:(void (^)(WDataSnapshot *snapshot, NSString *_Nullable prevKey))block;
- (WilddogHandle)observeEventType:(WEventType)eventType withBlock:(void (^)(WDataSnapshot *snapshot))block withCancelBlock:(nullable void (^)(NSError *error))cancelBlock;
- (WilddogHandle)observeEventType:(WEventType)eventType andPreviousSiblingKeyWithBlock:(void (^)(WDataSnapshot *snapshot, NSString *_Nullable prevKey))block withCancelBlock:(nullable void (^)(NSError *error))cancelBlock;

- (void)observeSingleEventOfType:(WEventType)eventType withBlock:(void (^)(WDataSnapshot *snapshot))block;
- (void)observeSingleEventOfType:(WEventType)eventType andPreviousSiblingKeyWithBlock:(void (^)(WDataSnapshot *snapshot, NSString *_Nullable prevKey))block;
- (void)observeSingleEventOfType:(WEventType)eventType withBlock:(void (^)(WDataSnapshot *snapshot))block withCancelBlock:(nullable void (^)(NSError *error))cancelBlock;
- (void)observeSingleEventOfType:(WEventType)eventType andPreviousSiblingKeyWithBlock:(void (^)(WDataSnapshot *snapshot, NSString *_Nullable prevKey))block withCancelBlock:(nullable void (^)(NSError *error))cancelBlock;

- (void)removeObserverWithHandle:(WilddogHandle)handle;
- (void)removeAllObservers;
- (void)keepSynced:(BOOL)keepSynced;

- (WQuery *)queryLimitedToFirst:(NSUInteger)limit;
- (WQuery *)queryLimitedToLast:(NSUInteger)limit;
- (WQuery *)queryOrderedByChild:(NSString *)key;
- (WQuery *)queryOrderedByKey;
- (WQuery *)queryOrderedByValue;
- (WQuery *)queryOrderedByPriority;
- (WQuery *)queryStartingAtValue:(nullable id)startValue;
- (WQuery *)queryStartingAtValue:(nullable id)startValue childKey:(nullable NSString *)childKey;
- (WQuery *)queryEndingAtValue:(nullable id)endValue;
- (WQuery *)queryEndingAtValue:(nullable id)endValue childKey:(nullable NSString *)childKey;
- (WQuery *)queryEqualToValue:(nullable id)value;
- (WQuery *)queryEqualToValue:(nullable id)value childKey:(nullable NSString *)childKey;

@end

NS_ASSUME_NONNULL_END
