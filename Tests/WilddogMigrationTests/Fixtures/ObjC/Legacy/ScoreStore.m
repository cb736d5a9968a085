#import "ScoreStore.h"

#define WILDDOG_URL @"https://demochat.wilddogio.com/games"

@implementation ScoreStore

+ (ScoreStore *)shared {
    static ScoreStore *scoreStore = nil;
    static dispatch_once_t token;
    dispatch_once(&token, ^{
        scoreStore = [[ScoreStore alloc] init];
        scoreStore.base = [[Wilddog alloc] initWithUrl:WILDDOG_URL];
        scoreStore.handles = [NSMutableDictionary dictionary];
        [Wilddog setDispatchQueue:dispatch_get_main_queue()];
    });
    return scoreStore;
}

- (WQuery *)topScores:(NSUInteger)count {
    return [[[self.base childByAppendingPath:@"scores"] queryOrderedByValue] queryLimitedToLast:count];
}

- (void)watch:(NSString *)path with:(ScoreStoreSnapshotBlock)block {
    Wilddog *ref = [self.base childByAppendingPath:path];
    WilddogHandle handle = [ref observeEventType:WEventTypeValue withBlock:block withCancelBlock:^(NSError *error) {
        NSLog(@"cancelled %@: %ld", path, (long)error.code);
    }];
    self.handles[path] = @(handle);
}

- (void)unwatch:(NSString *)path {
    NSNumber *handle = self.handles[path];
    if (handle) {
        [[self.base childByAppendingPath:path] removeObserverWithHandle:[handle longLongValue]];
        [self.handles removeObjectForKey:path];
    }
}

- (void)dump:(WDataSnapshot *)snapshot depth:(NSInteger)depth {
    for (WDataSnapshot *child in snapshot.children) {
        NSLog(@"%*s%@ = %@", (int)depth * 2, "", child.key, [child hasChildren] ? @"{…}" : child.value);
        if ([child hasChild:@"name"]) {
            NSLog(@"name: %@", [child childSnapshotForPath:@"name"].value);
        }
        [self dump:child depth:depth + 1];
    }
    NSLog(@"export %@", [snapshot valueInExportFormat]);
}

- (void)pageAfter:(NSString *)lastKey score:(NSNumber *)lastScore {
    WQuery *page = [[[self.base childByAppendingPath:@"scores"] queryOrderedByPriority] queryStartingAtValue:lastScore childKey:lastKey];
    page = [page queryLimitedToFirst:10];
    [page observeSingleEventOfType:WEventTypeChildAdded andPreviousSiblingKeyWithBlock:^(WDataSnapshot *snapshot, NSString *previous) {
        NSLog(@"%@ after %@", snapshot.key, previous);
    } withCancelBlock:^(NSError *error) {
        NSLog(@"%@", error);
    }];
    [[[self.base childByAppendingPath:@"scores"] queryEqualToValue:@100] observeEventType:WEventTypeChildChanged withBlock:^(WDataSnapshot *s) {
        NSLog(@"%@ moved to %@", s.key, s.priority);
    }];
}

- (void)submit:(NSInteger)score for:(NSString *)user {
    Wilddog *entry = [[self.base childByAppendingPath:@"scores"] childByAppendingPath:user];
    [entry setValue:@(score) andPriority:@(score) withCompletionBlock:^(NSError *error, Wilddog *ref) {
        if (!error) {
            [ref.root.ref keepSynced:YES];
        }
    }];
    [[entry childByAppendingPath:@"online"] onDisconnectSetValue:@NO andPriority:@0 withCompletionBlock:^(NSError *error, Wilddog *ref) {}];
    [[entry childByAppendingPath:@"history"] runTransactionBlock:^WTransactionResult *(WMutableData *data) {
        for (WMutableData *child in data.children) {
            if ([child.key hasPrefix:@"old"]) { child.value = nil; }
        }
        data.priority = @(score);
        return [WTransactionResult successWithValue:data];
    } andCompletionBlock:^(NSError *error, BOOL committed, WDataSnapshot *snapshot) {
        NSLog(@"history %@", committed ? snapshot.value : error);
    } withLocalEvents:YES];
}

- (void)signIn:(NSString *)email password:(NSString *)password done:(ScoreStoreAuthCallback)done {
    [self.base authUser:email password:password withCompletionBlock:done];
}

- (void)signInWithWeibo:(NSString *)token user:(NSString *)userId {
    [self.base authWithOAuthProvider:@"weibo" parameters:@{ @"access_token": token, @"userID": userId } withCompletionBlock:^(NSError *error, WAuthData *authData) {
        if (error.code == WAuthenticationErrorDeniedByUser) { return; }
        NSLog(@"%@", authData.uid);
    }];
    [self.base authWithOAuthProvider:@"weixin" token:token withCompletionBlock:^(NSError *error, WAuthData *authData) {}];
}

- (void)accountChanges:(NSString *)email {
    [self.base changeEmailForUser:email password:@"pw" toNewEmail:@"new@example.com" withCompletionBlock:^(NSError *error) {}];
    [self.base removeUser:email password:@"pw" withCompletionBlock:^(NSError *error) {}];
    [self.base createUser:email password:@"pw" withCompletionBlock:^(NSError *error) {
        NSLog(@"created: %@", error ?: @"ok");
    }];
    self.loginHandle = [self.base observeAuthEventWithBlock:^(WAuthData *authData) {
        NSLog(@"%@ via %@", authData.uid, authData.provider);
    }];
}

- (void)shutdown {
    [self.base removeAuthEventObserverWithHandle:self.loginHandle];
    [self.base cancelDisconnectOperations];
    [self.base removeAllObservers];
    [[self.base childByAppendingPath:@"sessions"] removeValue];
    NSLog(@"%@ %@", self.base.description, self.base.key);
    [self.base unauth];
}

@end
