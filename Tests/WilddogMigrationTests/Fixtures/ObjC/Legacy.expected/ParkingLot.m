//
//  ParkingLot.m
//  Parkly
//

#import "ParkingLot.h"
@import WilddogSync;
@import WilddogAuth;

@interface ParkingLot ()
@property (nonatomic, assign) WDGSyncHandle spotsHandle;
@property (nonatomic, strong) WDGAuthStateDidChangeListenerHandle authHandle;
@property (nonatomic, strong) WDGSyncReference *historyRef;
@end

@implementation ParkingLot

- (instancetype)initWithLevel:(NSInteger)level {
    if ((self = [super init])) {
        _levelRef = [[WDGSyncReference pk_root] pk_levelRef:level];
        _historyRef = [[WDGSync sync] referenceFromURL:PARKLY_PATH(@"history")];
    }
    return self;
}

- (void)start {
    __weak typeof(self) weakSelf = self;
    self.spotsHandle = [[self.levelRef pk_freeSpots] observeEventType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *snapshot) {
        if (weakSelf.onSpots) weakSelf.onSpots([snapshot pk_childKeys]);
    } withCancelBlock:^(NSError *error) {
        if (error.code == -3) {
            if (weakSelf.onError) weakSelf.onError(error);
        }
    }];
    self.authHandle = [[WDGAuth auth] addAuthStateDidChangeListener:^(WDGAuth *auth, WDGUser *authData) {
        weakSelf.session = authData;
        if (weakSelf.authChanged) weakSelf.authChanged(authData);
    }];
    [[self.levelRef child:@"watchers"] childByAutoId];
}

- (void)stop {
    [self.levelRef removeObserverWithHandle:self.spotsHandle];
    [[WDGAuth auth] removeAuthStateDidChangeListener:self.authHandle];
}

- (void)claimSpot:(NSString *)spotId completion:(PKWriteBlock)completion {
    WDGSyncReference *spot = [[self.levelRef child:@"spots"] child:spotId];
    [spot runTransactionBlock:^WDGTransactionResult *(WDGMutableData *currentData) {
        WDGMutableData *taken = [currentData childDataByAppendingPath:@"taken"];
        if ([taken.value isEqual:@YES]) {
            return [WDGTransactionResult abort];
        }
        taken.value = @YES;
        [currentData childDataByAppendingPath:@"by"].value = self.session.uid ?: @"guest";
        return [WDGTransactionResult successWithValue:currentData];
    } andCompletionBlock:^(NSError *error, BOOL committed, WDGDataSnapshot *snapshot) {
        if (committed) {
            [[spot child:@"taken"] onDisconnectSetValue:@NO];
            [[self.historyRef childByAutoId] setValue:@{@"spot": spotId, @"at": [WDGServerValue timestamp]}];
        }
        if (completion) completion(error, spot);
    }];
}

- (void)releaseSpot:(NSString *)spotId {
    WDGSyncReference *spot = [[self.levelRef child:@"spots"] child:spotId];
    [spot cancelDisconnectOperations];
    [spot updateChildValues:@{@"taken": @NO, @"by": [NSNull null]} withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
        if (error) NSLog(@"release of %@ failed: %@", ref.key, error);
    }];
}

- (void)signInWithToken:(NSString *)token {
    [[WDGAuth auth] signInWithCustomToken:token completion:^(WDGUser *authData, NSError *error) {
        if (error.code == WDGAuthErrorCodeInvalidToken) {
            NSLog(@"token rejected");
        } else if (authData) {
            NSLog(@"parking as %@ (%@), expires %@", authData.uid, authData.providerID, authData.expires);
        }
    }];
}

@end
