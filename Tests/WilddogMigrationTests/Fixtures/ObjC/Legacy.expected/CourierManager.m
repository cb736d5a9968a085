//
//  CourierManager.m
//  KuaiDiXia (快递侠) — courier side
//

#import "CourierManager.h"
#import <WilddogSync/WilddogSync.h>
#import <WilddogAuth/WilddogAuth.h>
#import <WilddogCore/WilddogCore.h>

static NSString * const kKDXAppURL = @"https://kuaidixia.wilddogio.com";

@interface CourierManager ()
@property (nonatomic, strong, readwrite) WDGSyncReference *rootRef;
@property (nonatomic, strong, readwrite) WDGSyncReference *courierRef;
@property (nonatomic, assign, readwrite) CourierState state;
@property (nonatomic, copy) NSString *email;
@property (nonatomic, strong) NSMutableDictionary *orderHandles;
@end

@implementation CourierManager

+ (instancetype)sharedManager {
    static CourierManager *sharedInstance = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        [WDGSync setLoggingEnabled:YES];
        [WDGSync sync].callbackQueue = dispatch_queue_create("com.kuaidixia.wilddog", DISPATCH_QUEUE_SERIAL);
        sharedInstance = [[CourierManager alloc] init];
    });
    return sharedInstance;
}

- (instancetype)init {
    if (self = [super init]) {
        _rootRef = [[WDGSync syncForApp:[WDGApp appNamed:@"kuaidixia"]] referenceWithPath:@""];
        _orderHandles = [NSMutableDictionary dictionary];
        _state = CourierStateOffline;
        NSLog(@"[KDX] Wilddog SDK %@", [WDGSync sdkVersion]);
    }
    return self;
}

#pragma mark - 账号

- (void)signInWithPhoneMail:(NSString *)email password:(NSString *)password {
    self.email = email;
    __weak typeof(self) weakSelf = self;
    [[WDGAuth auth] signInWithEmail:email password:password completion:^(WDGUser *authData, NSError *error) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (!strongSelf) {
            return;
        }
        if (error) {
            if ([error.domain isEqualToString:@"com.wilddog.authentication"] && error.code == WDGAuthErrorCodeInvalidPassword) {
                NSLog(@"[KDX] 密码错误");
            }
            if (strongSelf.onError) {
                strongSelf.onError(error);
            }
            return;
        }
        strongSelf.courierRef = [[strongSelf.rootRef child:@"couriers"] child:authData.uid];
        NSLog(@"[KDX] signed in %@ under %@", authData.uid, (strongSelf.courierRef.parent ?: strongSelf.courierRef.root).key);
        [strongSelf.courierRef observeSingleEventOfType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *snapshot) {
            __strong typeof(weakSelf) innerSelf = weakSelf;
            if (![snapshot exists]) {
                [innerSelf.courierRef setValue:@{ @"email": email, @"createdAt": [WDGServerValue timestamp] }];
            }
            dispatch_async(dispatch_get_main_queue(), ^{
                if (innerSelf.onChange) {
                    innerSelf.onChange(snapshot);
                }
            });
        } withCancelBlock:^(NSError *cancelError) {
            if (cancelError.code == -3) {
                NSLog(@"[KDX] no permission to read profile");
            }
        }];
    }];
}

- (void)changePassword:(NSString *)oldPassword to:(NSString *)newPassword {
    [self.rootRef changePasswordForUser:self.email fromOld:oldPassword toNew:newPassword withCompletionBlock:^(NSError *error) {
        if (error) {
            NSLog(@"[KDX] change password failed: %@ (%ld)", error.localizedDescription, (long)error.code);
        }
    }];
}

- (void)forgotPassword:(NSString *)email {
    [[WDGAuth auth] sendPasswordResetWithEmail:email completion:^(NSError *error) {
        if (error.code == WDGAuthErrorCodeInvalidUser) {
            NSLog(@"[KDX] no such courier: %@", email);
        }
    }];
}

- (void)signOut {
    [self goOffDuty];
    [self.courierRef removeAllObservers];
    [[WDGAuth auth] signOut:nil];
    self.courierRef = nil;
}

#pragma mark - 在线状态

- (void)goOnDuty {
    WDGSyncReference *statusRef = [self.courierRef child:@"status"];
    [statusRef onDisconnectUpdateChildValues:@{ @"online": @NO, @"lastSeen": [WDGServerValue timestamp] }];
    [statusRef updateChildValues:@{ @"online": @YES, @"since": [WDGServerValue timestamp] } withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
        if (error) {
            NSLog(@"[KDX] could not go on duty at %@: %@", ref.key, error);
            return;
        }
        self.state = CourierStateIdle;
        [ref setPriority:@(CourierStateIdle) withCompletionBlock:^(NSError *priorityError, WDGSyncReference *priorityRef) {
            NSLog(@"[KDX] priority set on %@", (priorityRef.parent ?: priorityRef.root).key);
        }];
    }];
}

- (void)goOffDuty {
    WDGSyncReference *statusRef = [self.courierRef child:@"status"];
    [statusRef cancelDisconnectOperationsWithCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
        [ref updateChildValues:@{ @"online": @NO }];
    }];
    self.state = CourierStateOffline;
}

#pragma mark - 订单

- (void)loadOrdersInCity:(NSString *)city {
    WDGSyncQuery *pending = [[[self.rootRef child:@"orders"] queryOrderedByChild:@"city"] queryEqualToValue:city childKey:nil];
    __weak typeof(self) weakSelf = self;
    WDGSyncHandle added = [pending observeEventType:WDGDataEventTypeChildAdded withBlock:^(WDGDataSnapshot *snapshot) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (strongSelf.onOrderEvent) {
            strongSelf.onOrderEvent(WDGDataEventTypeChildAdded, snapshot.key);
        }
    }];
    WDGSyncHandle removed = [pending observeEventType:WDGDataEventTypeChildRemoved withBlock:^(WDGDataSnapshot *snapshot) {
        if (weakSelf.onOrderEvent) {
            weakSelf.onOrderEvent(WDGDataEventTypeChildRemoved, snapshot.key);
        }
    }];
    self.orderHandles[city] = @[ @(added), @(removed) ];

    [pending observeSingleEventOfType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *snapshot) {
        NSArray *orders = [snapshot.children allObjects];
        NSUInteger urgent = 0;
        for (WDGDataSnapshot *order in orders) {
            if ([order hasChild:@"urgent"] && [[order childSnapshotForPath:@"urgent"].value boolValue]) {
                urgent++;
            }
        }
        dispatch_async(dispatch_get_main_queue(), ^{
            NSLog(@"[KDX] %lu orders in %@ (%lu urgent)", (unsigned long)orders.count, snapshot.key, (unsigned long)urgent);
        });
    } withCancelBlock:^(NSError *error) {
        if ([error.domain isEqualToString:@"com.wilddog"]) {
            NSLog(@"[KDX] orders query cancelled: %@", error.localizedDescription);
        }
    }];
}

- (void)acceptOrder:(NSString *)orderId {
    WDGSyncReference *orderRef = [[self.rootRef child:@"orders"] child:orderId];
    NSString *uid = [WDGAuth auth].currentUser.uid;
    __weak typeof(self) weakSelf = self;
    [[orderRef child:@"courier"] runTransactionBlock:^WDGTransactionResult *(WDGMutableData *currentData) {
        if (currentData.value != nil && currentData.value != [NSNull null]) {
            return [WDGTransactionResult abort];
        }
        currentData.value = uid;
        return [WDGTransactionResult successWithValue:currentData];
    } andCompletionBlock:^(NSError *error, BOOL committed, WDGDataSnapshot *snapshot) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (error.code == -8) {
            NSLog(@"[KDX] too many couriers fighting for %@", orderId);
            return;
        }
        if (committed) {
            strongSelf.state = CourierStateDelivering;
            [[strongSelf.courierRef.root child:@"history"] updateChildValues:@{ orderId: [WDGServerValue timestamp] }];
            [[(orderRef.parent ?: orderRef.root) child:orderId] setPriority:[WDGServerValue timestamp]];
        }
    } withLocalEvents:NO];
}

- (void)finishOrder:(NSString *)orderId tip:(NSNumber *)tip {
    WDGSyncReference *orderRef = [[self.rootRef child:@"orders"] child:orderId];
    NSDictionary *update = @{ @"state": @"done", @"tip": tip ?: @0, @"doneAt": [WDGServerValue timestamp] };
    [orderRef updateChildValues:update withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
        if (error) {
            if (self.onError) {
                self.onError(error);
            }
            return;
        }
        NSString *earningsPath = [NSString stringWithFormat:@"earnings/%@", ref.root.key ?: @"root"];
        [[self.courierRef child:earningsPath] runTransactionBlock:^WDGTransactionResult *(WDGMutableData *currentData) {
            NSInteger total = [currentData.value integerValue];
            currentData.value = @(total + [tip integerValue]);
            return [WDGTransactionResult successWithValue:currentData];
        }];
        self.state = CourierStateIdle;
    }];
}

- (void)dealloc {
    for (NSString *city in self.orderHandles) {
        for (NSNumber *handle in self.orderHandles[city]) {
            [[self.rootRef child:@"orders"] removeObserverWithHandle:[handle longLongValue]];
        }
    }
}

@end
