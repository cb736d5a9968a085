// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface WDGAuthCredential : NSObject

@property (nonatomic, copy, readonly) NSString *provider;

- (nullable instancetype)init NS_UNAVAILABLE;

@end

NS_ASSUME_NONNULL_END
