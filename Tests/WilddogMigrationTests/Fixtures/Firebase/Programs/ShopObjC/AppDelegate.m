#import "AppDelegate.h"
#import <WilddogCore/WilddogCore.h>
#import <WilddogSync/WilddogSync.h>
#import "ShopSession.h"
#import "Catalog.h"

@implementation AppDelegate

- (BOOL)application:(id)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    WDGOptions *options = [[WDGOptions alloc] initWithSyncURL:@"https://fire-shop.wilddogio.com"];
    [WDGApp configureWithOptions:options];
    [WDGApp configureWithName:@"analytics" options:[[WDGOptions alloc] initWithSyncURL:@"https://fire-stats.wilddogio.com"]];
    [WDGSync sync].persistenceEnabled = YES;
    NSLog(@"default app %@ at %@ (%lu apps)", [WDGApp defaultApp].name, [WDGApp defaultApp].options.syncURL,
          (unsigned long)[WDGApp allApps].count);
    ShopSession *session = [[ShopSession alloc] init];
    [session start];
    Catalog *catalog = [[Catalog alloc] init];
    [catalog watch];
    return YES;
}

@end
