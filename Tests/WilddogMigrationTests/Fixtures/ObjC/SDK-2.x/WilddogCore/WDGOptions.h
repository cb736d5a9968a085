// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface WDGOptions : NSObject

- (instancetype)initWithSyncURL:(NSString *)syncURL;

@property (readonly, copy, nonatomic) NSString *syncURL;

@end

NS_ASSUME_NONNULL_END
