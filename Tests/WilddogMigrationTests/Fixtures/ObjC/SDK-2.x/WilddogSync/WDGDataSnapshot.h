// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
#import <Foundation/Foundation.h>

@class WDGSyncReference;

NS_ASSUME_NONNULL_BEGIN

@interface WDGDataSnapshot : NSObject

- (WDGDataSnapshot *)childSnapshotForPath:(NSString *)childPathString;
- (BOOL)hasChild:(NSString *)childPathString;
- (BOOL)hasChildren;
- (BOOL)exists;
- (id _Nullable)valueInExportFormat;

@property (readonly, strong, nonatomic, nullable) id value;
@property (readonly, nonatomic) NSUInteger childrenCount;
@property (readonly, strong, nonatomic) WDGSyncReference *ref;
@property (readonly, strong, nonatomic) NSString *key;
@property (readonly, strong, nonatomic) NSEnumerator<WDGDataSnapshot *> *children;
@property (readonly, strong, nonatomic, nullable) id priority;

@end

NS_ASSUME_NONNULL_END
