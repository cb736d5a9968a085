#import <Foundation/Foundation.h>
#import <Wilddog/Wilddog.h>

@interface Presence : NSObject

@property (nonatomic, strong, readonly) Wilddog *statusRef;
@property (nonatomic, assign, readonly) BOOL connected;

+ (instancetype)sharedPresence;
- (void)startForUser:(NSString *)userId;
- (void)stop;
- (void)goAway;

@end
