// 获取一个我们帖子的引用
Wilddog *ref = [[Wilddog alloc] initWithUrl: @"https://docs-examples.wilddogio.com/web/saving-data/wildblog/posts"];

// 获得变化的数据
[ref observeEventType:WEventTypeChildChanged withBlock:^(WDataSnapshot *snapshot) {
  NSLog(@"The updated post title is %@", snapshot.value[@"title"]);
}];
