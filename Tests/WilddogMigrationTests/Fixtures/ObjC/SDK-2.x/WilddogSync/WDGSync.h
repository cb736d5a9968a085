// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
#import <Foundation/Foundation.h>
#import <WilddogCore/WDGApp.h>

@class WDGSyncReference;

NS_ASSUME_NONNULL_BEGIN

@interface WDGSync : NSObject

+ (WDGSync *)sync NS_SWIFT_NAME(sync());
+ (WDGSync *)syncForApp:(WDGApp *)app NS_SWIFT_NAME(sync(app:));

@property (weak, readonly, nonatomic, nullable) WDGApp *app;

- (WDGSyncReference *)reference;
- (WDGSyncReference *)referenceWithPath:(NSString *)path;
- (WDGSyncReference *)referenceFromURL:(NSString *)syncUrl;
- (void)goOffline;
- (void)goOnline;

@property (assign, nonatomic) BOOL persistenceEnabled;
@property (strong, nonatomic) dispatch_queue_t callbackQueue;

+ (void)setLoggingEnabled:(BOOL)enabled;
+ (NSString *)sdkVersion;

- (instancetype)init NS_UNAVAILABLE;

@end

NS_ASSUME_NONNULL_END
