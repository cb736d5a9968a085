Wilddog *scoresRef = [[Wilddog alloc] initWithUrl:@"https://dinosaur-facts.wilddogio.com/dinosaurs"];
[[[[ref queryOrderedByKey] queryStartingAtValue:@"b"] queryEndingAtValue:@"b\uf8ff"]
    observeEventType:WEventTypeChildAdded withBlock:^(WDataSnapshot *snapshot) {

    NSLog(@"%@", snapshot.key);
}];
