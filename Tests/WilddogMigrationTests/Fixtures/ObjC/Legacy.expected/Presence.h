#import <Foundation/Foundation.h>
#import <WilddogSync/WilddogSync.h>

@interface Presence : NSObject

@property (nonatomic, strong, readonly) WDGSyncReference *statusRef;
@property (nonatomic, assign, readonly) BOOL connected;

+ (instancetype)sharedPresence;
- (void)startForUser:(NSString *)userId;
- (void)stop;
- (void)goAway;

@end
