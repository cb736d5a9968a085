//
//  CourierManager.m
//  KuaiDiXia (快递侠) — courier side
//

#import "CourierManager.h"

static NSString * const kKDXAppURL = @"https://kuaidixia.wilddogio.com";

@interface CourierManager ()
@property (nonatomic, strong, readwrite) Wilddog *rootRef;
@property (nonatomic, strong, readwrite) Wilddog *courierRef;
@property (nonatomic, assign, readwrite) CourierState state;
@property (nonatomic, copy) NSString *email;
@property (nonatomic, strong) NSMutableDictionary *orderHandles;
@end

@implementation CourierManager

+ (instancetype)sharedManager {
    static CourierManager *sharedInstance = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        [Wilddog setLoggingEnabled:YES];
        [Wilddog defaultConfig].callbackQueue = dispatch_queue_create("com.kuaidixia.wilddog", DISPATCH_QUEUE_SERIAL);
        sharedInstance = [[CourierManager alloc] init];
    });
    return sharedInstance;
}

- (instancetype)init {
    if (self = [super init]) {
        _rootRef = [[Wilddog alloc] initWithUrl:kKDXAppURL];
        _orderHandles = [NSMutableDictionary dictionary];
        _state = CourierStateOffline;
        NSLog(@"[KDX] Wilddog SDK %@", [Wilddog sdkVersion]);
    }
    return self;
}

#pragma mark - 账号

- (void)signInWithPhoneMail:(NSString *)email password:(NSString *)password {
    self.email = email;
    __weak typeof(self) weakSelf = self;
    [self.rootRef authUser:email password:password withCompletionBlock:^(NSError *error, WAuthData *authData) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (!strongSelf) {
            return;
        }
        if (error) {
            if ([error.domain isEqualToString:@"com.wilddog.authentication"] && error.code == WAuthenticationErrorInvalidPassword) {
                NSLog(@"[KDX] 密码错误");
            }
            if (strongSelf.onError) {
                strongSelf.onError(error);
            }
            return;
        }
        strongSelf.courierRef = [[strongSelf.rootRef childByAppendingPath:@"couriers"] childByAppendingPath:authData.uid];
        NSLog(@"[KDX] signed in %@ under %@", authData.uid, strongSelf.courierRef.parent.key);
        [strongSelf.courierRef observeSingleEventOfType:WEventTypeValue withBlock:^(WDataSnapshot *snapshot) {
            __strong typeof(weakSelf) innerSelf = weakSelf;
            if (![snapshot exists]) {
                [innerSelf.courierRef setValue:@{ @"email": email, @"createdAt": kWilddogServerValueTimestamp }];
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
    [self.rootRef resetPasswordForUser:email withCompletionBlock:^(NSError *error) {
        if (error.code == WAuthenticationErrorUserDoesNotExist) {
            NSLog(@"[KDX] no such courier: %@", email);
        }
    }];
}

- (void)signOut {
    [self goOffDuty];
    [self.courierRef removeAllObservers];
    [self.rootRef unauth];
    self.courierRef = nil;
}

#pragma mark - 在线状态

- (void)goOnDuty {
    Wilddog *statusRef = [self.courierRef childByAppendingPath:@"status"];
    [statusRef onDisconnectUpdateChildValues:@{ @"online": @NO, @"lastSeen": kWilddogServerValueTimestamp }];
    [statusRef updateChildValues:@{ @"online": @YES, @"since": kWilddogServerValueTimestamp } withCompletionBlock:^(NSError *error, Wilddog *ref) {
        if (error) {
            NSLog(@"[KDX] could not go on duty at %@: %@", ref.key, error);
            return;
        }
        self.state = CourierStateIdle;
        [ref setPriority:@(CourierStateIdle) withCompletionBlock:^(NSError *priorityError, Wilddog *priorityRef) {
            NSLog(@"[KDX] priority set on %@", priorityRef.parent.key);
        }];
    }];
}

- (void)goOffDuty {
    Wilddog *statusRef = [self.courierRef childByAppendingPath:@"status"];
    [statusRef cancelDisconnectOperationsWithCompletionBlock:^(NSError *error, Wilddog *ref) {
        [ref updateChildValues:@{ @"online": @NO }];
    }];
    self.state = CourierStateOffline;
}

#pragma mark - 订单

- (void)loadOrdersInCity:(NSString *)city {
    WQuery *pending = [[[self.rootRef childByAppendingPath:@"orders"] queryOrderedByChild:@"city"] queryEqualToValue:city childKey:nil];
    __weak typeof(self) weakSelf = self;
    WilddogHandle added = [pending observeEventType:WEventTypeChildAdded withBlock:^(WDataSnapshot *snapshot) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (strongSelf.onOrderEvent) {
            strongSelf.onOrderEvent(WEventTypeChildAdded, snapshot.key);
        }
    }];
    WilddogHandle removed = [pending observeEventType:WEventTypeChildRemoved withBlock:^(WDataSnapshot *snapshot) {
        if (weakSelf.onOrderEvent) {
            weakSelf.onOrderEvent(WEventTypeChildRemoved, snapshot.key);
        }
    }];
    self.orderHandles[city] = @[ @(added), @(removed) ];

    [pending observeSingleEventOfType:WEventTypeValue withBlock:^(WDataSnapshot *snapshot) {
        NSArray *orders = [snapshot.children allObjects];
        NSUInteger urgent = 0;
        for (WDataSnapshot *order in orders) {
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
    Wilddog *orderRef = [[self.rootRef childByAppendingPath:@"orders"] childByAppendingPath:orderId];
    NSString *uid = self.rootRef.authData.uid;
    __weak typeof(self) weakSelf = self;
    [[orderRef childByAppendingPath:@"courier"] runTransactionBlock:^WTransactionResult *(WMutableData *currentData) {
        if (currentData.value != nil && currentData.value != [NSNull null]) {
            return [WTransactionResult abort];
        }
        currentData.value = uid;
        return [WTransactionResult successWithValue:currentData];
    } andCompletionBlock:^(NSError *error, BOOL committed, WDataSnapshot *snapshot) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (error.code == -8) {
            NSLog(@"[KDX] too many couriers fighting for %@", orderId);
            return;
        }
        if (committed) {
            strongSelf.state = CourierStateDelivering;
            [[strongSelf.courierRef.root childByAppendingPath:@"history"] updateChildValues:@{ orderId: kWilddogServerValueTimestamp }];
            [[orderRef.parent childByAppendingPath:orderId] setPriority:kWilddogServerValueTimestamp];
        }
    } withLocalEvents:NO];
}

- (void)finishOrder:(NSString *)orderId tip:(NSNumber *)tip {
    Wilddog *orderRef = [[self.rootRef childByAppendingPath:@"orders"] childByAppendingPath:orderId];
    NSDictionary *update = @{ @"state": @"done", @"tip": tip ?: @0, @"doneAt": kWilddogServerValueTimestamp };
    [orderRef updateChildValues:update withCompletionBlock:^(NSError *error, Wilddog *ref) {
        if (error) {
            if (self.onError) {
                self.onError(error);
            }
            return;
        }
        NSString *earningsPath = [NSString stringWithFormat:@"earnings/%@", ref.root.key ?: @"root"];
        [[self.courierRef childByAppendingPath:earningsPath] runTransactionBlock:^WTransactionResult *(WMutableData *currentData) {
            NSInteger total = [currentData.value integerValue];
            currentData.value = @(total + [tip integerValue]);
            return [WTransactionResult successWithValue:currentData];
        }];
        self.state = CourierStateIdle;
    }];
}

- (void)dealloc {
    for (NSString *city in self.orderHandles) {
        for (NSNumber *handle in self.orderHandles[city]) {
            [[self.rootRef childByAppendingPath:@"orders"] removeObserverWithHandle:[handle longLongValue]];
        }
    }
}

@end
