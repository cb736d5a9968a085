// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
#import <Foundation/Foundation.h>
#import "WDGOptions.h"

NS_ASSUME_NONNULL_BEGIN

typedef void (^WDGAppVoidBoolCallback)(BOOL success);

@interface WDGApp : NSObject

+ (void)configureWithOptions:(WDGOptions *)options;
+ (void)configureWithName:(NSString *)name options:(WDGOptions *)options;
+ (nullable WDGApp *)defaultApp NS_SWIFT_NAME(defaultApp());
+ (nullable WDGApp *)appNamed:(NSString *)name;
+ (nullable NSDictionary *)allApps;
- (void)deleteApp:(WDGAppVoidBoolCallback)completion;

- (instancetype)init NS_UNAVAILABLE;

@property (readonly, copy, nonatomic) NSString *name;
@property (readonly, nonatomic) WDGOptions *options;

@end

NS_ASSUME_NONNULL_END
