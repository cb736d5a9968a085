// 获取一个我们帖子的引用
Wilddog *ref = [[Wilddog alloc] initWithUrl: @"https://docs-examples.wildbaseio.com/web/saving-data/wildblog/posts"];

// 获得被删除的数据
[ref observeEventType:WEventTypeChildRemoved withBlock:^(WDataSnapshot *snapshot) {
  NSLog(@"The blog post titled %@ has been deleted", snapshot.value[@"title"]);
}];
