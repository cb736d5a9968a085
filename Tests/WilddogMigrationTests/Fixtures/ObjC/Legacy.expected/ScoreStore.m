#import "ScoreStore.h"
#import <WilddogSync/WilddogSync.h>
#import <WilddogAuth/WilddogAuth.h>

#define WILDDOG_URL @"https://demochat.wilddogio.com/games"

@implementation ScoreStore

+ (ScoreStore *)shared {
    static ScoreStore *scoreStore = nil;
    static dispatch_once_t token;
    dispatch_once(&token, ^{
        scoreStore = [[ScoreStore alloc] init];
        scoreStore.base = [[WDGSync sync] referenceFromURL:WILDDOG_URL];
        scoreStore.handles = [NSMutableDictionary dictionary];
        [WDGSync sync].callbackQueue = dispatch_get_main_queue();
    });
    return scoreStore;
}

- (WDGSyncQuery *)topScores:(NSUInteger)count {
    return [[[self.base child:@"scores"] queryOrderedByValue] queryLimitedToLast:count];
}

- (void)watch:(NSString *)path with:(ScoreStoreSnapshotBlock)block {
    WDGSyncReference *ref = [self.base child:path];
    WDGSyncHandle handle = [ref observeEventType:WDGDataEventTypeValue withBlock:block withCancelBlock:^(NSError *error) {
        NSLog(@"cancelled %@: %ld", path, (long)error.code);
    }];
    self.handles[path] = @(handle);
}

- (void)unwatch:(NSString *)path {
    NSNumber *handle = self.handles[path];
    if (handle) {
        [[self.base child:path] removeObserverWithHandle:[handle longLongValue]];
        [self.handles removeObjectForKey:path];
    }
}

- (void)dump:(WDGDataSnapshot *)snapshot depth:(NSInteger)depth {
    for (WDGDataSnapshot *child in snapshot.children) {
        NSLog(@"%*s%@ = %@", (int)depth * 2, "", child.key, [child hasChildren] ? @"{…}" : child.value);
        if ([child hasChild:@"name"]) {
            NSLog(@"name: %@", [child childSnapshotForPath:@"name"].value);
        }
        [self dump:child depth:depth + 1];
    }
    NSLog(@"export %@", [snapshot valueInExportFormat]);
}

- (void)pageAfter:(NSString *)lastKey score:(NSNumber *)lastScore {
    WDGSyncQuery *page = [[[self.base child:@"scores"] queryOrderedByPriority] queryStartingAtValue:lastScore childKey:lastKey];
    page = [page queryLimitedToFirst:10];
    [page observeSingleEventOfType:WDGDataEventTypeChildAdded andPreviousSiblingKeyWithBlock:^(WDGDataSnapshot *snapshot, NSString *previous) {
        NSLog(@"%@ after %@", snapshot.key, previous);
    } withCancelBlock:^(NSError *error) {
        NSLog(@"%@", error);
    }];
    [[[self.base child:@"scores"] queryEqualToValue:@100] observeEventType:WDGDataEventTypeChildChanged withBlock:^(WDGDataSnapshot *s) {
        NSLog(@"%@ moved to %@", s.key, s.priority);
    }];
}

- (void)submit:(NSInteger)score for:(NSString *)user {
    WDGSyncReference *entry = [[self.base child:@"scores"] child:user];
    [entry setValue:@(score) andPriority:@(score) withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
        if (!error) {
            [ref.root.ref keepSynced:YES];
        }
    }];
    [[entry child:@"online"] onDisconnectSetValue:@NO andPriority:@0 withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {}];
    [[entry child:@"history"] runTransactionBlock:^WDGTransactionResult *(WDGMutableData *data) {
        for (WDGMutableData *child in data.children) {
            if ([child.key hasPrefix:@"old"]) { child.value = nil; }
        }
        data.priority = @(score);
        return [WDGTransactionResult successWithValue:data];
    } andCompletionBlock:^(NSError *error, BOOL committed, WDGDataSnapshot *snapshot) {
        NSLog(@"history %@", committed ? snapshot.value : error);
    } withLocalEvents:YES];
}

- (void)signIn:(NSString *)email password:(NSString *)password done:(ScoreStoreAuthCallback)done {
    [[WDGAuth auth] signInWithEmail:email password:password completion:done];
}

- (void)signInWithWeibo:(NSString *)token user:(NSString *)userId {
    [[WDGAuth auth] signInWithCredential:[WDGWeiboAuthProvider credentialWithAccessToken:token userID:userId] completion:^(WDGUser *authData, NSError *error) {
        if (error.code == WAuthenticationErrorDeniedByUser) { return; }
        NSLog(@"%@", authData.uid);
    }];
    [self.base authWithOAuthProvider:@"weixin" token:token withCompletionBlock:^(WDGUser *authData, NSError *error) {}];
}

- (void)accountChanges:(NSString *)email {
    [self.base changeEmailForUser:email password:@"pw" toNewEmail:@"new@example.com" withCompletionBlock:^(NSError *error) {}];
    [self.base removeUser:email password:@"pw" withCompletionBlock:^(NSError *error) {}];
    [[WDGAuth auth] createUserWithEmail:email password:@"pw" completion:^(WDGUser *user, NSError *error) {
        NSLog(@"created: %@", error ?: @"ok");
    }];
    self.loginHandle = [[WDGAuth auth] addAuthStateDidChangeListener:^(WDGAuth *auth, WDGUser *authData) {
        NSLog(@"%@ via %@", authData.uid, authData.providerID);
    }];
}

- (void)shutdown {
    [[WDGAuth auth] removeAuthStateDidChangeListener:self.loginHandle];
    [self.base cancelDisconnectOperations];
    [self.base removeAllObservers];
    [[self.base child:@"sessions"] removeValue];
    NSLog(@"%@ %@", self.base.description, self.base.key);
    [[WDGAuth auth] signOut:nil];
}

@end
