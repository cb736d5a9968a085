#import <WilddogSync/WilddogSync.h>

WDGSyncReference *scoresRef = [[WDGSync sync] referenceWithPath:@"scores"];
[[scoresRef queryOrderedByValue] observeEventType:WDGDataEventTypeChildAdded withBlock:^(WDGDataSnapshot *snapshot) {
    NSLog(@"The %@ dinosaur's score is %@", snapshot.key, snapshot.value);
}];
