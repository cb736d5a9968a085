// 获取一个我们帖子的引用
#import <WilddogSync/WilddogSync.h>

WDGSyncReference *ref = [[WDGSync sync] referenceWithPath:@"web/saving-data/wildblog/posts"];

// 获得变化的数据
[ref observeEventType:WDGDataEventTypeChildChanged withBlock:^(WDGDataSnapshot *snapshot) {
  NSLog(@"The updated post title is %@", snapshot.value[@"title"]);
}];
