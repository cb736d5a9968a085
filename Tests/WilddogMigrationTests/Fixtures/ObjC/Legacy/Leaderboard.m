//
//  Leaderboard.m
//  WildRacer
//

#import "Leaderboard.h"

@implementation Wilddog (WildRacer)

- (Wilddog *)playerRef:(NSString *)playerId {
    return [[self.root childByAppendingPath:@"players"] childByAppendingPath:playerId];
}

@end

@implementation Leaderboard

- (instancetype)initWithGameURL:(NSString *)url {
    if ((self = [super init])) {
        _gameRef = [[Wilddog alloc] initWithUrl:url];
        _app = _gameRef.app;
        _topScores = [[_gameRef childByAppendingPath:@"scores"] queryOrderedByValue];
    }
    return self;
}

- (void)watchTop:(NSUInteger)count {
    if (self.topHandle) {
        [self.topScores removeObserverWithHandle:self.topHandle];
    }
    WQuery *query = [self.topScores queryLimitedToLast:count];
    self.topHandle = [query observeEventType:WEventTypeValue withBlock:^(WDataSnapshot *snapshot) {
        NSMutableArray *rows = [NSMutableArray array];
        for (WDataSnapshot *row in [snapshot.children allObjects]) {
            [rows insertObject:@{ @"player": row.key, @"score": row.value } atIndex:0];
        }
        NSLog(@"top %lu of %@: %@", (unsigned long)count, snapshot.ref.description, rows);
    }];
    NSLog(@"watching %@", query.ref);
}

- (void)submitScore:(NSInteger)score forPlayer:(NSString *)playerId {
    Wilddog *best = [[self.gameRef playerRef:playerId] childByAppendingPath:@"best"];
    [best runTransactionBlock:^WTransactionResult *(WMutableData *currentData) {
        NSNumber *current = currentData.value;
        if ([current isKindOfClass:[NSNumber class]] && current.integerValue >= score) {
            return [WTransactionResult abort];
        }
        currentData.value = @(score);
        currentData.priority = @(-score);
        return [WTransactionResult successWithValue:currentData];
    } andCompletionBlock:^(NSError *error, BOOL committed, WDataSnapshot *snapshot) {
        if (error) {
            NSLog(@"score not saved: %@ (code %ld)", error.localizedDescription, (long)error.code);
        } else if (committed) {
            [[[self.gameRef childByAppendingPath:@"scores"] childByAppendingPath:playerId] setValue:snapshot.value];
        }
    }];
    Wilddog *history = [[[self.gameRef playerRef:playerId] childByAppendingPath:@"history"] childByAutoId];
    [history setValue:@{ @"score": @(score), @"at": kWilddogServerValueTimestamp } andPriority:kWilddogServerValueTimestamp];
}

- (void)goOnlineAs:(NSString *)playerId {
    Wilddog *connected = [[Wilddog alloc] initWithUrl:@"https://wildracer.wilddogio.com/.info/connected"];
    Wilddog *status = [[self.gameRef playerRef:playerId] childByAppendingPath:@"status"];
    Wilddog *lobby = [[self.gameRef childByAppendingPath:@"lobby"] childByAppendingPath:playerId];
    __weak typeof(self) weakSelf = self;
    [connected observeEventType:WEventTypeValue withBlock:^(WDataSnapshot *snapshot) {
        weakSelf.online = [snapshot.value boolValue];
        if (!weakSelf.online) {
            return;
        }
        [status onDisconnectSetValue:@"offline" andPriority:kWilddogServerValueTimestamp withCompletionBlock:^(NSError *error, Wilddog *ref) {
            [ref setValue:@"online"];
        }];
        [lobby onDisconnectRemoveValueWithCompletionBlock:^(NSError *error, Wilddog *ref) {
            [ref setValue:@YES andPriority:kWilddogServerValueTimestamp];
        }];
        [[status.parent childByAppendingPath:@"lastSeen"] onDisconnectSetValue:kWilddogServerValueTimestamp];
        [status.parent onDisconnectUpdateChildValues:@{ @"racing": @NO }];
    }];
}

- (void)leaveLobby:(NSString *)playerId {
    Wilddog *lobby = [[self.gameRef childByAppendingPath:@"lobby"] childByAppendingPath:playerId];
    [lobby cancelDisconnectOperations];
    [lobby cancelDisconnectOperationsWithCompletionBlock:nil];
    [lobby onDisconnectSetValue:nil withCompletionBlock:^(NSError *error, Wilddog *ref) {
        NSLog(@"cleared %@", ref.key);
    }];
    [lobby removeValue];
}

- (void)pauseNetwork:(BOOL)paused {
    if (paused) {
        [Wilddog goOffline];
        [self.app goOffline];
    } else {
        [Wilddog goOnline];
        [self.app goOnline];
    }
}

- (void)scoresAround:(NSInteger)score player:(NSString *)playerId {
    Wilddog *scores = [self.gameRef childByAppendingPath:@"scores"];
    WQuery *above = [[[scores queryOrderedByValue] queryStartingAtValue:@(score) childKey:playerId] queryLimitedToFirst:5];
    WQuery *below = [[[scores queryOrderedByValue] queryEndingAtValue:@(score) childKey:playerId] queryLimitedToLast:5];
    WQuery *tied = [[scores queryOrderedByValue] queryEqualToValue:@(score) childKey:playerId];
    WQuery *named = [[[scores queryOrderedByKey] queryStartingAtValue:@"a"] queryEndingAtValue:@"m"];
    WQuery *ranked = [[[[self.gameRef childByAppendingPath:@"players"] queryOrderedByChild:@"best"] queryStartingAtValue:@(score)] queryEqualToValue:@(score)];
    for (WQuery *q in @[above, below, tied, named, ranked]) {
        [q observeSingleEventOfType:WEventTypeChildAdded andPreviousSiblingKeyWithBlock:^(WDataSnapshot *snapshot, NSString *prevKey) {
            NSLog(@"%@ after %@: %@", snapshot.key, prevKey, snapshot.value);
        } withCancelBlock:^(NSError *error) {
            if (error.code == -3) {
                NSLog(@"scores are private");
            }
        }];
    }
    [[scores queryOrderedByPriority] observeSingleEventOfType:WEventTypeValue andPreviousSiblingKeyWithBlock:^(WDataSnapshot *snapshot, NSString *prevKey) {
        NSLog(@"%lu scores", (unsigned long)snapshot.childrenCount);
    }];
}

@end
