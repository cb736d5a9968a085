#import "AppDelegate.h"
#import <Wilddog/Wilddog.h>
#import "ChatRoom.h"
#import "Presence.h"

@implementation AppDelegate

- (BOOL)application:(id)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [Wilddog setLoggingEnabled:YES];
    [Wilddog defaultConfig].persistenceEnabled = YES;
    [Wilddog defaultConfig].callbackQueue = dispatch_queue_create("com.example.chat.wilddog", DISPATCH_QUEUE_SERIAL);
    NSLog(@"Wilddog SDK %@", [Wilddog sdkVersion]);

    ChatRoom *room = [[ChatRoom alloc] initWithName:@"lobby"];
    [room join];
    [[Presence sharedPresence] startForUser:@"guest"];
    return YES;
}

- (void)applicationDidEnterBackground:(id)application {
    [Wilddog goOffline];
}

- (void)applicationWillEnterForeground:(id)application {
    [Wilddog goOnline];
}

@end
