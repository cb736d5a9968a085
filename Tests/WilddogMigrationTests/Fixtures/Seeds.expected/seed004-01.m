#import <WilddogSync/WilddogSync.h>

WDGSyncReference *ref = [[WDGSync sync] referenceWithPath:@"web/saving-data/wildblog"];
