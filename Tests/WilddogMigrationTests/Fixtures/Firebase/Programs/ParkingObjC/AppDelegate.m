#import "AppDelegate.h"
#import <WilddogCore/WilddogCore.h>
#import <WilddogSync/WilddogSync.h>
#import "Lot.h"

@implementation AppDelegate

- (BOOL)application:(id)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [WDGApp configureWithOptions:[[WDGOptions alloc] initWithSyncURL:LOT_URL]];
    [WDGSync sync].persistenceEnabled = YES;
    Lot *lot = [[Lot alloc] initWithLevel:2];
    lot.onSpots = ^(NSArray<NSString *> *keys) { NSLog(@"%lu free", (unsigned long)keys.count); };
    [lot start];
    return YES;
}

@end
