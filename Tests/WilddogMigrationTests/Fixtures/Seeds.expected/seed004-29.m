#import <WilddogSync/WilddogSync.h>

WDGSyncReference *scoresRef = [[WDGSync sync] referenceWithPath:@"dinosaurs"];
[[[ref queryOrderedByChild:@"weight"] queryLimitedToLast:2] observeEventType:WDGDataEventTypeChildAdded withBlock:^(WDGDataSnapshot *snapshot) {

    NSLog(@"%@", snapshot.key);
}];
