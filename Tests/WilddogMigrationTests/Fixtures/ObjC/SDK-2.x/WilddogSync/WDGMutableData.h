// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface WDGMutableData : NSObject

- (BOOL)hasChildren;
- (BOOL)hasChildAtPath:(NSString *)path;
- (WDGMutableData *)childDataByAppendingPath:(NSString *)path;

@property (strong, nonatomic, nullable) id value;
@property (strong, nonatomic, nullable) id priority;
@property (readonly, nonatomic) NSUInteger childrenCount;
@property (readonly, strong, nonatomic) NSEnumerator *children;
@property (readonly, strong, nonatomic, nullable) NSString *key;

@end

NS_ASSUME_NONNULL_END
