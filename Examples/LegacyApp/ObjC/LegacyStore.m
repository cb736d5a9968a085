#import "LegacyStore.h"

#define kWilddogUrl @"https://swift-chat.wilddogio.com/objc"

@implementation LegacyStore

- (void)start {
    [Wilddog defaultConfig].persistenceCacheSizeBytes = 20 * 1024 * 1024;
    [Wilddog setDispatchQueue:dispatch_get_main_queue()];
    self.ref = [[Wilddog alloc] initWithUrl:kWilddogUrl];
    Wilddog *events = [[Wilddog alloc] initWithUrl:@"https://analytics-demo.wilddogio.com/events"];
    self.recent = [[self.ref queryOrderedByChild:@"time"] queryLimitedToLast:50];

    [self.recent observeEventType:WEventTypeChildAdded andPreviousSiblingKeyWithBlock:^(WDataSnapshot *snapshot, NSString *prevKey) {
        NSLog(@"%@ after %@", snapshot.key, prevKey);
    } withCancelBlock:^(NSError *error) {
        if (error.code == -3) { NSLog(@"permission denied"); }
    }];
    [[self.ref childByAppendingPath:@"counters/visits"] runTransactionBlock:^WTransactionResult *(WMutableData *currentData) {
        if ([currentData hasChildAtPath:@"total"]) {
            WMutableData *total = [currentData childDataByAppendingPath:@"total"];
            total.value = @([total.value integerValue] + 1);
        }
        return [WTransactionResult successWithValue:currentData];
    } andCompletionBlock:^(NSError *error, BOOL committed, WDataSnapshot *snapshot) {
        NSLog(@"%d", committed);
    } withLocalEvents:NO];
    [[events childByAutoId] setValue:@{@"at": kWilddogServerValueTimestamp}];
    [self.ref.app goOnline];

    self.authHandle = [self.ref observeAuthEventWithBlock:^(WAuthData *authData) {
        self.authData = authData;
        NSLog(@"%@ %@", authData.provider, authData.token);
    }];
    if (self.ref.authData) {
        NSLog(@"already signed in");
    }
}

- (void)signInWithEmail:(NSString *)email password:(NSString *)password {
    [self.ref authUser:email password:password withCompletionBlock:^(NSError *error, WAuthData *authData) {
        if (error.code == WAuthenticationErrorInvalidPassword) {
            NSLog(@"wrong password");
        }
    }];
    [self.ref authWithOAuthProvider:@"weibo" parameters:@{@"access_token": @"t", @"userID": @"u"} withCompletionBlock:^(NSError *error, WAuthData *authData) {
        NSLog(@"%@", authData.uid);
    }];
    [self.ref createUser:email password:password withCompletionBlock:^(NSError *error) {
        NSLog(@"created");
    }];
    [self.ref resetPasswordForUser:email withCompletionBlock:^(NSError *error) {}];
    [self.ref changePasswordForUser:email fromOld:password toNew:@"new" withCompletionBlock:^(NSError *error) {}];
}

- (void)stop {
    [self.ref removeAuthEventObserverWithHandle:self.authHandle];
    [self.ref unauth];
    [self.ref removeAllObservers];
    [Wilddog goOffline];
}

@end
