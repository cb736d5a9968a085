#import <Foundation/Foundation.h>
#import <WilddogSync/WilddogSync.h>

/// Logs what the SDK does the way apps do: format strings with keys, parents, providers, event types and error codes.
@interface ActivityLog : NSObject

@property (nonatomic, strong) WDGSyncReference *root;
@property (nonatomic, assign) WDGDataEventType lastEvent;
@property (nonatomic, strong) NSMutableArray<NSString *> *lines;

- (instancetype)initWithRoot:(WDGSyncReference *)root;
- (NSString *)describeEvent:(WDGDataEventType)type;
- (void)follow:(NSString *)path;
- (void)signIn:(NSString *)email password:(NSString *)password;
- (NSString *)status;
- (void)pause;

@end
