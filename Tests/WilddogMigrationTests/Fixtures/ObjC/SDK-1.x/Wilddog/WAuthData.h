// Wilddog iOS SDK 1.x interface (test fixture written from LEGACY-API.md; no implementation).
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface WAuthData : NSObject

@property (nonatomic, strong, readonly) NSDictionary *auth;
@property (nonatomic, strong, readonly) NSNumber *expires;
@property (nonatomic, strong, readonly) NSString *uid;
@property (nonatomic, strong, readonly) NSString *provider;
@property (nonatomic, strong, readonly) NSString *token;
@property (nonatomic, strong, readonly) NSDictionary *providerData;

@end

NS_ASSUME_NONNULL_END
