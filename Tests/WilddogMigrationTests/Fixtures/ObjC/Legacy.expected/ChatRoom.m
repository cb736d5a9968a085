#import "ChatRoom.h"
#import <WilddogSync/WilddogSync.h>

@implementation ChatRoom {
    WDGSyncHandle _topicHandle;
    WDGSyncReference *_topicRef;
}

- (instancetype)initWithName:(NSString *)name {
    if ((self = [super init])) {
        _name = [name copy];
        _messages = [NSMutableArray array];
        WDGSyncReference *root = [[WDGSync sync] referenceFromURL:kChatURL];
        _roomRef = [[root child:@"rooms"] child:name];
        _topicRef = [_roomRef child:@"topic"];
        _recentMessages = [[[_roomRef child:@"messages"] queryOrderedByChild:@"timestamp"] queryLimitedToLast:50];
    }
    return self;
}

- (void)join {
    __weak ChatRoom *weakSelf = self;
    self.addedHandle = [self.recentMessages observeEventType:WDGDataEventTypeChildAdded andPreviousSiblingKeyWithBlock:^(WDGDataSnapshot *snapshot, NSString *prevKey) {
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
    self.removedHandle = [self.recentMessages observeEventType:WDGDataEventTypeChildRemoved withBlock:^(WDGDataSnapshot *snapshot) {
        NSPredicate *sameKey = [NSPredicate predicateWithFormat:@"key == %@", snapshot.key];
        [weakSelf.messages removeObjectsInArray:[weakSelf.messages filteredArrayUsingPredicate:sameKey]];
    }];
    _topicHandle = [_topicRef observeEventType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *snapshot) {
        if ([snapshot exists]) {
            NSLog(@"topic of %@: %@", (snapshot.ref.parent ?: snapshot.ref.root).key, snapshot.value);
        }
    }];
    [[self.roomRef child:@"members"] observeSingleEventOfType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *snapshot) {
        NSLog(@"%lu members", (unsigned long)snapshot.childrenCount);
        for (WDGDataSnapshot *member in snapshot.children) {
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
    WDGSyncReference *messageRef = [[self.roomRef child:@"messages"] childByAutoId];
    NSDictionary *message = @{ @"text": text, @"author": author, @"timestamp": [WDGServerValue timestamp] };
    [messageRef setValue:message withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
        if (error) {
            NSLog(@"could not send %@: %@", ref.key, error);
            return;
        }
        WDGSyncReference *room = ((ref.parent ?: ref.root).parent ?: (ref.parent ?: ref.root).root);
        [room updateChildValues:@{ @"lastMessage": text, @"lastAuthor": author } withCompletionBlock:^(NSError *updateError, WDGSyncReference *roomRef) {
            NSLog(@"room %@ updated: %@", roomRef.key, updateError ?: @"ok");
        }];
    }];
    [[[self.roomRef child:@"authors"] child:author] setValue:@YES andPriority:@([[NSDate date] timeIntervalSince1970])];
}

- (void)likeMessage:(NSString *)messageKey {
    WDGSyncReference *likes = [[[self.roomRef child:@"messages"] child:messageKey] child:@"likes"];
    [likes runTransactionBlock:^WDGTransactionResult *(WDGMutableData *currentData) {
        if (currentData.value == [NSNull null]) {
            currentData.value = @1;
        } else {
            currentData.value = @([currentData.value integerValue] + 1);
        }
        return [WDGTransactionResult successWithValue:currentData];
    } andCompletionBlock:^(NSError *error, BOOL committed, WDGDataSnapshot *snapshot) {
        if (error.code == -8) {
            NSLog(@"too many retries");
        } else if (committed) {
            NSLog(@"likes now %@", snapshot.value);
        }
    }];
}

- (void)loadOlderThan:(NSString *)key completion:(ChatMessagesBlock)completion {
    WDGSyncQuery *older = [[[[self.roomRef child:@"messages"] queryOrderedByKey] queryEndingAtValue:key] queryLimitedToLast:20];
    [older observeSingleEventOfType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *snapshot) {
        NSMutableArray *result = [NSMutableArray array];
        for (WDGDataSnapshot *child in snapshot.children) {
            if (![child.key isEqualToString:key]) {
                [result addObject:child.value];
            }
        }
        completion(result);
    }];
}

- (WDGSyncQuery *)messagesFrom:(NSString *)author {
    return [[[self.roomRef child:@"messages"] queryOrderedByChild:@"author"] queryEqualToValue:author];
}

- (void)clearTopic {
    [_topicRef setPriority:nil withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
        [ref removeValueWithCompletionBlock:^(NSError *removeError, WDGSyncReference *removed) {
            NSLog(@"topic of %@ cleared", (removed.parent ?: removed.root).key);
        }];
    }];
}

@end
