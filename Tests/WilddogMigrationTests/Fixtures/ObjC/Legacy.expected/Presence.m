#import "Presence.h"
#import <WilddogSync/WilddogSync.h>

static NSString *const kPresenceURL = @"https://demochat.wilddogio.com/presence";

@interface Presence ()
@property (nonatomic, strong, readwrite) WDGSyncReference *statusRef;
@property (nonatomic, assign, readwrite) BOOL connected;
@property (nonatomic, strong) WDGSyncReference *connectedRef;
@property (nonatomic, assign) WDGSyncHandle connectedHandle;
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
    WDGSyncReference *presence = [[WDGSync sync] referenceFromURL:kPresenceURL];
    self.statusRef = [presence child:userId];
    self.connectedRef = [[WDGSync sync] referenceWithPath:@".info/connected"];

    __weak Presence *weakSelf = self;
    self.connectedHandle = [self.connectedRef observeEventType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *snapshot) {
        weakSelf.connected = [snapshot.value boolValue];
        if (!weakSelf.connected) {
            return;
        }
        WDGSyncReference *status = weakSelf.statusRef;
        [status onDisconnectUpdateChildValues:@{ @"state": @"offline", @"lastSeen": [WDGServerValue timestamp] } withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
            if (error) {
                NSLog(@"presence not registered at %@: %@", ref, error);
                return;
            }
            [ref updateChildValues:@{ @"state": @"online", @"since": [WDGServerValue timestamp] }];
        }];
        [[status child:@"device"] onDisconnectRemoveValue];
        [[status.root child:@"onlineCount"] runTransactionBlock:^WDGTransactionResult *(WDGMutableData *currentData) {
            NSInteger count = [currentData.value isKindOfClass:[NSNumber class]] ? [currentData.value integerValue] : 0;
            currentData.value = @(count + 1);
            return [WDGTransactionResult successWithValue:currentData];
        } andCompletionBlock:^(NSError *error, BOOL committed, WDGDataSnapshot *snapshot) {
            NSLog(@"online count %@ (%@)", snapshot.value, committed ? @"committed" : @"aborted");
        } withLocalEvents:NO];
    }];
}

- (void)goAway {
    [self.statusRef onDisconnectSetValue:@"offline" andPriority:@0];
    [[self.statusRef child:@"state"] setValue:@"away" withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
        if (error.code == -3) {
            NSLog(@"no permission to write %@", ref.key);
        }
    }];
    [[self.statusRef child:@"lastActive"] onDisconnectSetValue:[WDGServerValue timestamp] withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
        NSLog(@"last active is recorded on disconnect: %@", error ?: @"ok");
    }];
}

- (void)stop {
    [self.connectedRef removeObserverWithHandle:self.connectedHandle];
    [self.statusRef cancelDisconnectOperationsWithCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
        [ref removeValueWithCompletionBlock:^(NSError *removeError, WDGSyncReference *removed) {
            NSLog(@"%@ removed", removed.key);
        }];
    }];
    [[self.statusRef.root child:@"onlineCount"] runTransactionBlock:^WDGTransactionResult *(WDGMutableData *currentData) {
        if (![currentData.value isKindOfClass:[NSNumber class]]) {
            return [WDGTransactionResult abort];
        }
        currentData.value = @([currentData.value integerValue] - 1);
        return [WDGTransactionResult successWithValue:currentData];
    }];
    [self.statusRef.sync goOffline];
}

@end
