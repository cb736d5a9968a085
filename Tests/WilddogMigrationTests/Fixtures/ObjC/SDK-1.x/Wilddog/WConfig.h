// Wilddog iOS SDK 1.x interface (test fixture written from LEGACY-API.md; no implementation).
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface WConfig : NSObject

@property (nonatomic) BOOL persistenceEnabled;
@property (nonatomic) NSUInteger persistenceCacheSizeBytes;
@property (nonatomic, strong) dispatch_queue_t callbackQueue;

@end

NS_ASSUME_NONNULL_END
