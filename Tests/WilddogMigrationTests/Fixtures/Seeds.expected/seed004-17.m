// 获取一个我们帖子的引用
#import <WilddogSync/WilddogSync.h>

WDGSyncReference *ref = [[WDGSync sync] referenceWithPath:@"web/saving-data/wildblog/posts"];

// 获得被删除的数据
[ref observeEventType:WDGDataEventTypeChildRemoved withBlock:^(WDGDataSnapshot *snapshot) {
  NSLog(@"The blog post titled %@ has been deleted", snapshot.value[@"title"]);
}];
