#import <WilddogSync/WilddogSync.h>

WDGSyncReference *userLastOnlineRef = [[WDGSync sync] referenceWithPath:@"users/joe/lastOnline"];
[userLastOnlineRef onDisconnectSetValue:[WDGServerValue timestamp]];
