// Wilddog iOS SDK 1.x interface (test fixture written from LEGACY-API.md; no implementation).
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface WilddogApp : NSObject

- (void)goOffline;
- (void)goOnline;

@end

NS_ASSUME_NONNULL_END
