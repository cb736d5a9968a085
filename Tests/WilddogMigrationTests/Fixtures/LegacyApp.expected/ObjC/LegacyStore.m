#import "LegacyStore.h"
#import <WilddogSync/WilddogSync.h>
#import <WilddogAuth/WilddogAuth.h>
#import <WilddogCore/WilddogCore.h>

#define kWilddogUrl @"https://swift-chat.wilddogio.com/objc"

@implementation LegacyStore

- (void)start {
    [Wilddog defaultConfig].persistenceCacheSizeBytes = 20 * 1024 * 1024;
    [WDGSync sync].callbackQueue = dispatch_get_main_queue();
    self.ref = [[WDGSync sync] referenceFromURL:kWilddogUrl];
    WDGSyncReference *events = [[WDGSync syncForApp:[WDGApp appNamed:@"analytics_demo"]] referenceWithPath:@"events"];
    self.recent = [[self.ref queryOrderedByChild:@"time"] queryLimitedToLast:50];

    [self.recent observeEventType:WDGDataEventTypeChildAdded andPreviousSiblingKeyWithBlock:^(WDGDataSnapshot *snapshot, NSString *prevKey) {
        NSLog(@"%@ after %@", snapshot.key, prevKey);
    } withCancelBlock:^(NSError *error) {
        if (error.code == -3) { NSLog(@"permission denied"); }
    }];
    [[self.ref child:@"counters/visits"] runTransactionBlock:^WDGTransactionResult *(WDGMutableData *currentData) {
        if ([currentData hasChildAtPath:@"total"]) {
            WDGMutableData *total = [currentData childDataByAppendingPath:@"total"];
            total.value = @([total.value integerValue] + 1);
        }
        return [WDGTransactionResult successWithValue:currentData];
    } andCompletionBlock:^(NSError *error, BOOL committed, WDGDataSnapshot *snapshot) {
        NSLog(@"%d", committed);
    } withLocalEvents:NO];
    [[events childByAutoId] setValue:@{@"at": [WDGServerValue timestamp]}];
    [self.ref.sync goOnline];

    self.authHandle = [[WDGAuth auth] addAuthStateDidChangeListener:^(WDGAuth *auth, WDGUser *authData) {
        self.authData = authData;
        NSLog(@"%@ %@", authData.providerID, authData.token);
    }];
    if ([WDGAuth auth].currentUser) {
        NSLog(@"already signed in");
    }
}

- (void)signInWithEmail:(NSString *)email password:(NSString *)password {
    [[WDGAuth auth] signInWithEmail:email password:password completion:^(WDGUser *authData, NSError *error) {
        if (error.code == WDGAuthErrorCodeInvalidPassword) {
            NSLog(@"wrong password");
        }
    }];
    [[WDGAuth auth] signInWithCredential:[WDGWeiboAuthProvider credentialWithAccessToken:@"t" userID:@"u"] completion:^(WDGUser *authData, NSError *error) {
        NSLog(@"%@", authData.uid);
    }];
    [[WDGAuth auth] createUserWithEmail:email password:password completion:^(WDGUser *user, NSError *error) {
        NSLog(@"created");
    }];
    [[WDGAuth auth] sendPasswordResetWithEmail:email completion:^(NSError *error) {}];
    [self.ref changePasswordForUser:email fromOld:password toNew:@"new" withCompletionBlock:^(NSError *error) {}];
}

- (void)stop {
    [[WDGAuth auth] removeAuthStateDidChangeListener:self.authHandle];
    [[WDGAuth auth] signOut:nil];
    [self.ref removeAllObservers];
    [WDGSyncReference goOffline];
}

@end
