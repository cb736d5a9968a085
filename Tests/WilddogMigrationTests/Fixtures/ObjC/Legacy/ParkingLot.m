//
//  ParkingLot.m
//  Parkly
//

#import "ParkingLot.h"
@import Wilddog;

@interface ParkingLot ()
@property (nonatomic, assign) WilddogHandle spotsHandle;
@property (nonatomic, assign) WilddogHandle authHandle;
@property (nonatomic, strong) Wilddog *historyRef;
@end

@implementation ParkingLot

- (instancetype)initWithLevel:(NSInteger)level {
    if ((self = [super init])) {
        _levelRef = [[Wilddog pk_root] pk_levelRef:level];
        _historyRef = [[Wilddog alloc] initWithUrl:PARKLY_PATH(@"history")];
    }
    return self;
}

- (void)start {
    __weak typeof(self) weakSelf = self;
    self.spotsHandle = [[self.levelRef pk_freeSpots] observeEventType:WEventTypeValue withBlock:^(WDataSnapshot *snapshot) {
        if (weakSelf.onSpots) weakSelf.onSpots([snapshot pk_childKeys]);
    } withCancelBlock:^(NSError *error) {
        if (error.code == -3) {
            if (weakSelf.onError) weakSelf.onError(error);
        }
    }];
    self.authHandle = [self.levelRef observeAuthEventWithBlock:^(WAuthData *authData) {
        weakSelf.session = authData;
        if (weakSelf.authChanged) weakSelf.authChanged(authData);
    }];
    [[self.levelRef childByAppendingPath:@"watchers"] childByAutoId];
}

- (void)stop {
    [self.levelRef removeObserverWithHandle:self.spotsHandle];
    [self.levelRef removeAuthEventObserverWithHandle:self.authHandle];
}

- (void)claimSpot:(NSString *)spotId completion:(PKWriteBlock)completion {
    Wilddog *spot = [[self.levelRef childByAppendingPath:@"spots"] childByAppendingPath:spotId];
    [spot runTransactionBlock:^WTransactionResult *(WMutableData *currentData) {
        WMutableData *taken = [currentData childDataByAppendingPath:@"taken"];
        if ([taken.value isEqual:@YES]) {
            return [WTransactionResult abort];
        }
        taken.value = @YES;
        [currentData childDataByAppendingPath:@"by"].value = self.session.uid ?: @"guest";
        return [WTransactionResult successWithValue:currentData];
    } andCompletionBlock:^(NSError *error, BOOL committed, WDataSnapshot *snapshot) {
        if (committed) {
            [[spot childByAppendingPath:@"taken"] onDisconnectSetValue:@NO];
            [[self.historyRef childByAutoId] setValue:@{@"spot": spotId, @"at": kWilddogServerValueTimestamp}];
        }
        if (completion) completion(error, spot);
    }];
}

- (void)releaseSpot:(NSString *)spotId {
    Wilddog *spot = [[self.levelRef childByAppendingPath:@"spots"] childByAppendingPath:spotId];
    [spot cancelDisconnectOperations];
    [spot updateChildValues:@{@"taken": @NO, @"by": [NSNull null]} withCompletionBlock:^(NSError *error, Wilddog *ref) {
        if (error) NSLog(@"release of %@ failed: %@", ref.key, error);
    }];
}

- (void)signInWithToken:(NSString *)token {
    [self.levelRef authWithCustomToken:token withCompletionBlock:^(NSError *error, WAuthData *authData) {
        if (error.code == WAuthenticationErrorInvalidToken) {
            NSLog(@"token rejected");
        } else if (authData) {
            NSLog(@"parking as %@ (%@), expires %@", authData.uid, authData.provider, authData.expires);
        }
    }];
}

@end
