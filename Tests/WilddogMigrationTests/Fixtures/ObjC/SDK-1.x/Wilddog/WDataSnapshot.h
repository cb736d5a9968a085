// Wilddog iOS SDK 1.x interface (test fixture written from LEGACY-API.md; no implementation).
#import <Foundation/Foundation.h>

@class Wilddog;

NS_ASSUME_NONNULL_BEGIN

@interface WDataSnapshot : NSObject

- (WDataSnapshot *)childSnapshotForPath:(NSString *)childPathString;
- (BOOL)hasChild:(NSString *)childPathString;
- (BOOL)hasChildren;
- (BOOL)exists;
- (id _Nullable)valueInExportFormat;

@property (strong, readonly, nonatomic, nullable) id value;
@property (readonly, nonatomic) NSUInteger childrenCount;
@property (nonatomic, readonly, strong) Wilddog *ref;
@property (strong, readonly, nonatomic) NSString *key;
@property (strong, readonly, nonatomic) NSEnumerator *children;
@property (strong, readonly, nonatomic, nullable) id priority;

@end

NS_ASSUME_NONNULL_END
