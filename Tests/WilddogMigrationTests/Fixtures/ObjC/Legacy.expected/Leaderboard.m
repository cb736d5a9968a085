//
//  Leaderboard.m
//  WildRacer
//

#import "Leaderboard.h"
#import <WilddogSync/WilddogSync.h>
#import <WilddogCore/WilddogCore.h>

@implementation WDGSyncReference (WildRacer)

- (WDGSyncReference *)playerRef:(NSString *)playerId {
    return [[self.root child:@"players"] child:playerId];
}

@end

@implementation Leaderboard

- (instancetype)initWithGameURL:(NSString *)url {
    if ((self = [super init])) {
        _gameRef = [[WDGSync sync] referenceFromURL:url];
        _app = _gameRef.sync;
        _topScores = [[_gameRef child:@"scores"] queryOrderedByValue];
    }
    return self;
}

- (void)watchTop:(NSUInteger)count {
    if (self.topHandle) {
        [self.topScores removeObserverWithHandle:self.topHandle];
    }
    WDGSyncQuery *query = [self.topScores queryLimitedToLast:count];
    self.topHandle = [query observeEventType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *snapshot) {
        NSMutableArray *rows = [NSMutableArray array];
        for (WDGDataSnapshot *row in [snapshot.children allObjects]) {
            [rows insertObject:@{ @"player": row.key, @"score": row.value } atIndex:0];
        }
        NSLog(@"top %lu of %@: %@", (unsigned long)count, snapshot.ref.description, rows);
    }];
    NSLog(@"watching %@", query.ref);
}

- (void)submitScore:(NSInteger)score forPlayer:(NSString *)playerId {
    WDGSyncReference *best = [[self.gameRef playerRef:playerId] child:@"best"];
    [best runTransactionBlock:^WDGTransactionResult *(WDGMutableData *currentData) {
        NSNumber *current = currentData.value;
        if ([current isKindOfClass:[NSNumber class]] && current.integerValue >= score) {
            return [WDGTransactionResult abort];
        }
        currentData.value = @(score);
        currentData.priority = @(-score);
        return [WDGTransactionResult successWithValue:currentData];
    } andCompletionBlock:^(NSError *error, BOOL committed, WDGDataSnapshot *snapshot) {
        if (error) {
            NSLog(@"score not saved: %@ (code %ld)", error.localizedDescription, (long)error.code);
        } else if (committed) {
            [[[self.gameRef child:@"scores"] child:playerId] setValue:snapshot.value];
        }
    }];
    WDGSyncReference *history = [[[self.gameRef playerRef:playerId] child:@"history"] childByAutoId];
    [history setValue:@{ @"score": @(score), @"at": [WDGServerValue timestamp] } andPriority:[WDGServerValue timestamp]];
}

- (void)goOnlineAs:(NSString *)playerId {
    WDGSyncReference *connected = [[WDGSync syncForApp:[WDGApp appNamed:@"wildracer"]] referenceWithPath:@".info/connected"];
    WDGSyncReference *status = [[self.gameRef playerRef:playerId] child:@"status"];
    WDGSyncReference *lobby = [[self.gameRef child:@"lobby"] child:playerId];
    __weak typeof(self) weakSelf = self;
    [connected observeEventType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *snapshot) {
        weakSelf.online = [snapshot.value boolValue];
        if (!weakSelf.online) {
            return;
        }
        [status onDisconnectSetValue:@"offline" andPriority:[WDGServerValue timestamp] withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
            [ref setValue:@"online"];
        }];
        [lobby onDisconnectRemoveValueWithCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
            [ref setValue:@YES andPriority:[WDGServerValue timestamp]];
        }];
        [[(status.parent ?: status.root) child:@"lastSeen"] onDisconnectSetValue:[WDGServerValue timestamp]];
        [(status.parent ?: status.root) onDisconnectUpdateChildValues:@{ @"racing": @NO }];
    }];
}

- (void)leaveLobby:(NSString *)playerId {
    WDGSyncReference *lobby = [[self.gameRef child:@"lobby"] child:playerId];
    [lobby cancelDisconnectOperations];
    [lobby cancelDisconnectOperationsWithCompletionBlock:nil];
    [lobby onDisconnectSetValue:nil withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
        NSLog(@"cleared %@", ref.key);
    }];
    [lobby removeValue];
}

- (void)pauseNetwork:(BOOL)paused {
    if (paused) {
        [WDGSyncReference goOffline];
        [self.app goOffline];
    } else {
        [WDGSyncReference goOnline];
        [self.app goOnline];
    }
}

- (void)scoresAround:(NSInteger)score player:(NSString *)playerId {
    WDGSyncReference *scores = [self.gameRef child:@"scores"];
    WDGSyncQuery *above = [[[scores queryOrderedByValue] queryStartingAtValue:@(score) childKey:playerId] queryLimitedToFirst:5];
    WDGSyncQuery *below = [[[scores queryOrderedByValue] queryEndingAtValue:@(score) childKey:playerId] queryLimitedToLast:5];
    WDGSyncQuery *tied = [[scores queryOrderedByValue] queryEqualToValue:@(score) childKey:playerId];
    WDGSyncQuery *named = [[[scores queryOrderedByKey] queryStartingAtValue:@"a"] queryEndingAtValue:@"m"];
    WDGSyncQuery *ranked = [[[[self.gameRef child:@"players"] queryOrderedByChild:@"best"] queryStartingAtValue:@(score)] queryEqualToValue:@(score)];
    for (WDGSyncQuery *q in @[above, below, tied, named, ranked]) {
        [q observeSingleEventOfType:WDGDataEventTypeChildAdded andPreviousSiblingKeyWithBlock:^(WDGDataSnapshot *snapshot, NSString *prevKey) {
            NSLog(@"%@ after %@: %@", snapshot.key, prevKey, snapshot.value);
        } withCancelBlock:^(NSError *error) {
            if (error.code == -3) {
                NSLog(@"scores are private");
            }
        }];
    }
    [[scores queryOrderedByPriority] observeSingleEventOfType:WDGDataEventTypeValue andPreviousSiblingKeyWithBlock:^(WDGDataSnapshot *snapshot, NSString *prevKey) {
        NSLog(@"%lu scores", (unsigned long)snapshot.childrenCount);
    }];
}

@end
