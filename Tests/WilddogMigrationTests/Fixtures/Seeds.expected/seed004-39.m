#import <WilddogSync/WilddogSync.h>

WDGSyncReference *scoresRef = [[WDGSync sync] referenceWithPath:@"dinosaurs"];
[[[[ref queryOrderedByKey] queryStartingAtValue:@"b"] queryEndingAtValue:@"b\uf8ff"]
    observeEventType:WDGDataEventTypeChildAdded withBlock:^(WDGDataSnapshot *snapshot) {

    NSLog(@"%@", snapshot.key);
}];
