#import "ChatRoom.h"

@implementation ChatRoom {
    WilddogHandle _topicHandle;
    Wilddog *_topicRef;
}

- (instancetype)initWithName:(NSString *)name {
    if ((self = [super init])) {
        _name = [name copy];
        _messages = [NSMutableArray array];
        Wilddog *root = [[Wilddog alloc] initWithUrl:kChatURL];
        _roomRef = [[root childByAppendingPath:@"rooms"] childByAppendingPath:name];
        _topicRef = [_roomRef childByAppendingPath:@"topic"];
        _recentMessages = [[[_roomRef childByAppendingPath:@"messages"] queryOrderedByChild:@"timestamp"] queryLimitedToLast:50];
    }
    return self;
}

- (void)join {
    __weak ChatRoom *weakSelf = self;
    self.addedHandle = [self.recentMessages observeEventType:WEventTypeChildAdded andPreviousSiblingKeyWithBlock:^(WDataSnapshot *snapshot, NSString *prevKey) {
        NSDictionary *message = snapshot.value;
        if (![message isKindOfClass:[NSDictionary class]]) {
            return;
        }
        NSMutableDictionary *entry = [message mutableCopy];
        entry[@"key"] = snapshot.key;
        [weakSelf.messages addObject:entry];
        NSLog(@"message %@ after %@", snapshot.key, prevKey ?: @"(first)");
    } withCancelBlock:^(NSError *error) {
        if (error.code == -3) {
            NSLog(@"not allowed to read room %@", weakSelf.name);
        }
    }];
    self.removedHandle = [self.recentMessages observeEventType:WEventTypeChildRemoved withBlock:^(WDataSnapshot *snapshot) {
        NSPredicate *sameKey = [NSPredicate predicateWithFormat:@"key == %@", snapshot.key];
        [weakSelf.messages removeObjectsInArray:[weakSelf.messages filteredArrayUsingPredicate:sameKey]];
    }];
    _topicHandle = [_topicRef observeEventType:WEventTypeValue withBlock:^(WDataSnapshot *snapshot) {
        if ([snapshot exists]) {
            NSLog(@"topic of %@: %@", snapshot.ref.parent.key, snapshot.value);
        }
    }];
    [[self.roomRef childByAppendingPath:@"members"] observeSingleEventOfType:WEventTypeValue withBlock:^(WDataSnapshot *snapshot) {
        NSLog(@"%lu members", (unsigned long)snapshot.childrenCount);
        for (WDataSnapshot *member in snapshot.children) {
            NSLog(@"- %@ (priority %@)", member.key, member.priority);
        }
    } withCancelBlock:^(NSError *error) {
        NSLog(@"members unavailable: %@", error.localizedDescription);
    }];
    [self.roomRef keepSynced:YES];
}

- (void)leave {
    [self.recentMessages removeObserverWithHandle:self.addedHandle];
    [self.recentMessages removeObserverWithHandle:self.removedHandle];
    [_topicRef removeObserverWithHandle:_topicHandle];
    [self.roomRef removeAllObservers];
    [self.roomRef keepSynced:NO];
}

- (void)sendText:(NSString *)text from:(NSString *)author {
    Wilddog *messageRef = [[self.roomRef childByAppendingPath:@"messages"] childByAutoId];
    NSDictionary *message = @{ @"text": text, @"author": author, @"timestamp": kWilddogServerValueTimestamp };
    [messageRef setValue:message withCompletionBlock:^(NSError *error, Wilddog *ref) {
        if (error) {
            NSLog(@"could not send %@: %@", ref.key, error);
            return;
        }
        Wilddog *room = ref.parent.parent;
        [room updateChildValues:@{ @"lastMessage": text, @"lastAuthor": author } withCompletionBlock:^(NSError *updateError, Wilddog *roomRef) {
            NSLog(@"room %@ updated: %@", roomRef.key, updateError ?: @"ok");
        }];
    }];
    [[[self.roomRef childByAppendingPath:@"authors"] childByAppendingPath:author] setValue:@YES andPriority:@([[NSDate date] timeIntervalSince1970])];
}

- (void)likeMessage:(NSString *)messageKey {
    Wilddog *likes = [[[self.roomRef childByAppendingPath:@"messages"] childByAppendingPath:messageKey] childByAppendingPath:@"likes"];
    [likes runTransactionBlock:^WTransactionResult *(WMutableData *currentData) {
        if (currentData.value == [NSNull null]) {
            currentData.value = @1;
        } else {
            currentData.value = @([currentData.value integerValue] + 1);
        }
        return [WTransactionResult successWithValue:currentData];
    } andCompletionBlock:^(NSError *error, BOOL committed, WDataSnapshot *snapshot) {
        if (error.code == -8) {
            NSLog(@"too many retries");
        } else if (committed) {
            NSLog(@"likes now %@", snapshot.value);
        }
    }];
}

- (void)loadOlderThan:(NSString *)key completion:(ChatMessagesBlock)completion {
    WQuery *older = [[[[self.roomRef childByAppendingPath:@"messages"] queryOrderedByKey] queryEndingAtValue:key] queryLimitedToLast:20];
    [older observeSingleEventOfType:WEventTypeValue withBlock:^(WDataSnapshot *snapshot) {
        NSMutableArray *result = [NSMutableArray array];
        for (WDataSnapshot *child in snapshot.children) {
            if (![child.key isEqualToString:key]) {
                [result addObject:child.value];
            }
        }
        completion(result);
    }];
}

- (WQuery *)messagesFrom:(NSString *)author {
    return [[[self.roomRef childByAppendingPath:@"messages"] queryOrderedByChild:@"author"] queryEqualToValue:author];
}

- (void)clearTopic {
    [_topicRef setPriority:nil withCompletionBlock:^(NSError *error, Wilddog *ref) {
        [ref removeValueWithCompletionBlock:^(NSError *removeError, Wilddog *removed) {
            NSLog(@"topic of %@ cleared", removed.parent.key);
        }];
    }];
}

@end
