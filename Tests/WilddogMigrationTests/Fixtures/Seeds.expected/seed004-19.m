// 获取一个我们帖子的引用
#import <WilddogSync/WilddogSync.h>

WDGSyncReference *ref = [[WDGSync sync] referenceWithPath:@"web/saving-data/wildblog/posts"];

// 在帖子的引用下，绑定一个 block 去读取数据
[ref observeEventType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *snapshot) {
    NSLog(@"%@", snapshot.value);
} withCancelBlock:^(NSError *error) {
    NSLog(@"%@", error.description);
}];
