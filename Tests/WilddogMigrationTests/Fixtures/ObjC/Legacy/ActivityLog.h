#import <Foundation/Foundation.h>
#import <Wilddog/Wilddog.h>

/// Logs what the SDK does the way apps do: format strings with keys, parents, providers, event types and error codes.
@interface ActivityLog : NSObject

@property (nonatomic, strong) Wilddog *root;
@property (nonatomic, assign) WEventType lastEvent;
@property (nonatomic, strong) NSMutableArray<NSString *> *lines;

- (instancetype)initWithRoot:(Wilddog *)root;
- (NSString *)describeEvent:(WEventType)type;
- (void)follow:(NSString *)path;
- (void)signIn:(NSString *)email password:(NSString *)password;
- (NSString *)status;
- (void)pause;

@end
