#import <WilddogSync/WilddogSync.h>

WDGSyncReference *scoresRef = [[WDGSync sync] referenceWithPath:@"dinosaurs"];
[[[ref queryOrderedByChild:@"height"] queryLimitedToFirst:2]
    observeEventType:WDGDataEventTypeChildAdded withBlock:^(WDGDataSnapshot *snapshot) {

    NSLog(@"%@", snapshot.key);
}];
