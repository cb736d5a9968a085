#import <WilddogSync/WilddogSync.h>

WDGSyncReference *ref = [[WDGSync sync] referenceWithPath:@"dinosaurs"];
[[ref queryOrderedByChild:@"dimensions/height"]
    observeEventType:WDGDataEventTypeChildAdded withBlock:^(WDGDataSnapshot *snapshot) {

    NSLog(@"%@ was %@ meters tall", snapshot.key, snapshot.value[@"height"]);
}];
