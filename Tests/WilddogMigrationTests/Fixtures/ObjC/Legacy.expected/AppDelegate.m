#import "AppDelegate.h"
#import <WilddogSync/WilddogSync.h>
#import <WilddogCore/WilddogCore.h>
#import "ChatRoom.h"
#import "Presence.h"

@implementation AppDelegate

- (BOOL)application:(id)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [WDGApp configureWithOptions:[[WDGOptions alloc] initWithSyncURL:@"https://demochat.wilddogio.com"]];
    [WDGApp configureWithName:@"kuaidixia" options:[[WDGOptions alloc] initWithSyncURL:@"https://kuaidixia.wilddogio.com"]];
    [WDGApp configureWithName:@"stock_room" options:[[WDGOptions alloc] initWithSyncURL:@"https://stock-room.wilddogio.com"]];
    [WDGApp configureWithName:@"wildracer" options:[[WDGOptions alloc] initWithSyncURL:@"https://wildracer.wilddogio.com"]];
    [WDGApp configureWithName:@"wildnotes" options:[[WDGOptions alloc] initWithSyncURL:@"https://wildnotes.wilddogio.com"]];
    [WDGApp configureWithName:@"wildtodo" options:[[WDGOptions alloc] initWithSyncURL:@"https://wildtodo.wilddogio.com"]];
    [WDGApp configureWithName:@"parkly" options:[[WDGOptions alloc] initWithSyncURL:@"https://parkly.wilddogio.com"]];
    [WDGSync setLoggingEnabled:YES];
    [WDGSync sync].persistenceEnabled = YES;
    [WDGSync sync].callbackQueue = dispatch_queue_create("com.example.chat.wilddog", DISPATCH_QUEUE_SERIAL);
    NSLog(@"Wilddog SDK %@", [WDGSync sdkVersion]);

    ChatRoom *room = [[ChatRoom alloc] initWithName:@"lobby"];
    [room join];
    [[Presence sharedPresence] startForUser:@"guest"];
    return YES;
}

- (void)applicationDidEnterBackground:(id)application {
    [WDGSyncReference goOffline];
}

- (void)applicationWillEnterForeground:(id)application {
    [WDGSyncReference goOnline];
}

@end
