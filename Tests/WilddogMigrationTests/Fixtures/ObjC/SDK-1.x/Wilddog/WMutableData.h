// Wilddog iOS SDK 1.x interface (test fixture written from LEGACY-API.md; no implementation).
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface WMutableData : NSObject

- (BOOL)hasChildren;
- (BOOL)hasChildAtPath:(NSString *)path;
- (WMutableData *)childDataByAppendingPath:(NSString *)path;

@property (strong, nonatomic, nullable) id value;
@property (strong, nonatomic, nullable) id priority;
@property (readonly, nonatomic) NSUInteger childrenCount;
@property (readonly, nonatomic, strong) NSEnumerator *children;
@property (readonly, nonatomic, strong, nullable) NSString *key;

@end

NS_ASSUME_NONNULL_END
