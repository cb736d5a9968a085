#import "Presence.h"

static NSString *const kPresenceURL = @"https://demochat.wilddogio.com/presence";

@interface Presence ()
@property (nonatomic, strong, readwrite) Wilddog *statusRef;
@property (nonatomic, assign, readwrite) BOOL connected;
@property (nonatomic, strong) Wilddog *connectedRef;
@property (nonatomic, assign) WilddogHandle connectedHandle;
@end

@implementation Presence

+ (instancetype)sharedPresence {
    static Presence *shared;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        shared = [[Presence alloc] init];
    });
    return shared;
}

- (void)startForUser:(NSString *)userId {
    Wilddog *presence = [[Wilddog alloc] initWithUrl:kPresenceURL];
    self.statusRef = [presence childByAppendingPath:userId];
    self.connectedRef = [[Wilddog alloc] initWithUrl:@"https://demochat.wilddogio.com/.info/connected"];

    __weak Presence *weakSelf = self;
    self.connectedHandle = [self.connectedRef observeEventType:WEventTypeValue withBlock:^(WDataSnapshot *snapshot) {
        weakSelf.connected = [snapshot.value boolValue];
        if (!weakSelf.connected) {
            return;
        }
        Wilddog *status = weakSelf.statusRef;
        [status onDisconnectUpdateChildValues:@{ @"state": @"offline", @"lastSeen": kWilddogServerValueTimestamp } withCompletionBlock:^(NSError *error, Wilddog *ref) {
            if (error) {
                NSLog(@"presence not registered at %@: %@", ref, error);
                return;
            }
            [ref updateChildValues:@{ @"state": @"online", @"since": kWilddogServerValueTimestamp }];
        }];
        [[status childByAppendingPath:@"device"] onDisconnectRemoveValue];
        [[status.root childByAppendingPath:@"onlineCount"] runTransactionBlock:^WTransactionResult *(WMutableData *currentData) {
            NSInteger count = [currentData.value isKindOfClass:[NSNumber class]] ? [currentData.value integerValue] : 0;
            currentData.value = @(count + 1);
            return [WTransactionResult successWithValue:currentData];
        } andCompletionBlock:^(NSError *error, BOOL committed, WDataSnapshot *snapshot) {
            NSLog(@"online count %@ (%@)", snapshot.value, committed ? @"committed" : @"aborted");
        } withLocalEvents:NO];
    }];
}

- (void)goAway {
    [self.statusRef onDisconnectSetValue:@"offline" andPriority:@0];
    [[self.statusRef childByAppendingPath:@"state"] setValue:@"away" withCompletionBlock:^(NSError *error, Wilddog *ref) {
        if (error.code == -3) {
            NSLog(@"no permission to write %@", ref.key);
        }
    }];
    [[self.statusRef childByAppendingPath:@"lastActive"] onDisconnectSetValue:kWilddogServerValueTimestamp withCompletionBlock:^(NSError *error, Wilddog *ref) {
        NSLog(@"last active is recorded on disconnect: %@", error ?: @"ok");
    }];
}

- (void)stop {
    [self.connectedRef removeObserverWithHandle:self.connectedHandle];
    [self.statusRef cancelDisconnectOperationsWithCompletionBlock:^(NSError *error, Wilddog *ref) {
        [ref removeValueWithCompletionBlock:^(NSError *removeError, Wilddog *removed) {
            NSLog(@"%@ removed", removed.key);
        }];
    }];
    [[self.statusRef.root childByAppendingPath:@"onlineCount"] runTransactionBlock:^WTransactionResult *(WMutableData *currentData) {
        if (![currentData.value isKindOfClass:[NSNumber class]]) {
            return [WTransactionResult abort];
        }
        currentData.value = @([currentData.value integerValue] - 1);
        return [WTransactionResult successWithValue:currentData];
    }];
    [self.statusRef.app goOffline];
}

@end
