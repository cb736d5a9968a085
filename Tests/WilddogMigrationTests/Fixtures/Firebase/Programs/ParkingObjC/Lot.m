//
//  Lot.m
//  Parkly 2
//

#import "Lot.h"
#import <WilddogCore/WilddogCore.h>

@interface Lot ()
@property (nonatomic, assign) WDGSyncHandle spotsHandle;
@property (nonatomic, strong) WDGAuthStateDidChangeListenerHandle authHandle;
@property (nonatomic, strong) WDGSyncReference *historyRef;
@end

@implementation Lot

- (instancetype)initWithLevel:(NSInteger)level {
    if ((self = [super init])) {
        WDGSyncReference *root = [[WDGSync sync] reference];
        _levelRef = [root lot_level:level];
        _historyRef = [[WDGSync sync] referenceWithPath:@"history"];
    }
    return self;
}

- (void)start {
    __weak typeof(self) weakSelf = self;
    self.spotsHandle = [[self.levelRef lot_freeSpots] observeEventType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *snapshot) {
        if (weakSelf.onSpots) weakSelf.onSpots([snapshot lot_childKeys]);
    } withCancelBlock:^(NSError *error) {
        if (error.code == WDGSyncErrorPermissionDenied && weakSelf.onError) weakSelf.onError(error);
    }];
    self.authHandle = [[WDGAuth auth] addAuthStateDidChangeListener:^(WDGAuth *auth, WDGUser *user) {
        weakSelf.user = user;
        if (weakSelf.userChanged) weakSelf.userChanged(user);
    }];
}

- (void)stop {
    [self.levelRef removeObserverWithHandle:self.spotsHandle];
    [[WDGAuth auth] removeAuthStateDidChangeListener:self.authHandle];
}

- (void)claimSpot:(NSString *)spotId completion:(LotWriteBlock)completion {
    WDGSyncReference *spot = [[self.levelRef child:@"spots"] child:spotId];
    [spot runTransactionBlock:^WDGTransactionResult *(WDGMutableData *currentData) {
        WDGMutableData *taken = [currentData childDataByAppendingPath:@"taken"];
        if ([taken.value isEqual:@YES]) {
            return [WDGTransactionResult abort];
        }
        taken.value = @YES;
        [currentData childDataByAppendingPath:@"by"].value = self.user.uid ?: @"guest";
        return [WDGTransactionResult successWithValue:currentData];
    } andCompletionBlock:^(NSError *error, BOOL committed, WDGDataSnapshot *snapshot) {
        if (committed) {
            [[spot child:@"taken"] onDisconnectSetValue:@NO];
            [[self.historyRef childByAutoId] setValue:@{@"spot": spotId, @"at": [WDGServerValue timestamp]}];
        }
        if (completion) completion(error, spot);
    }];
}

- (void)signInWithToken:(NSString *)token {
    [[WDGAuth auth] signInWithCustomToken:token completion:^(WDGUser *user, NSError *error) {
        if (error.code == WDGAuthErrorCodeInvalidToken) {
            NSLog(@"token rejected");
        } else if (user) {
            NSLog(@"parking as %@ (%@)", user.uid, user.providerID);
            [user getTokenWithCompletion:^(NSString *idToken, NSError *tokenError) {
                NSLog(@"token %lu", (unsigned long)idToken.length);
            }];
        }
    }];
}

@end
