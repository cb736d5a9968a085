Wilddog *scoresRef = [[Wilddog alloc] initWithUrl:@"https://dinosaur-facts.wilddogio.com/dinosaurs"];
[[[ref queryOrderedByKey] queryEndingAtValue:@"pterodactyl"]
    observeEventType:WEventTypeChildAdded withBlock:^(WDataSnapshot *snapshot) {

    NSLog(@"%@", snapshot.key);
}];
