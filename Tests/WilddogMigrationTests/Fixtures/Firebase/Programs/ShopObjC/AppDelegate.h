#import <Foundation/Foundation.h>

@interface AppDelegate : NSObject
- (BOOL)application:(id)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions;
@end
