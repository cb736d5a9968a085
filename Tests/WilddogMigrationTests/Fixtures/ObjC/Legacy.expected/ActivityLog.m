#import "ActivityLog.h"
#import <WilddogSync/WilddogSync.h>
#import <WilddogAuth/WilddogAuth.h>

@implementation ActivityLog

- (instancetype)initWithRoot:(WDGSyncReference *)root {
    if ((self = [super init])) {
        _root = root;
        _lastEvent = WDGDataEventTypeValue;
        _lines = [NSMutableArray array];
        NSLog(@"Wilddog SDK %@, logging under %@", [WDGSync sdkVersion], root.key);
    }
    return self;
}

- (NSString *)describeEvent:(WDGDataEventType)type {
    switch (type) {
        case WDGDataEventTypeChildAdded: return @"added";
        case WDGDataEventTypeChildRemoved: return @"removed";
        case WDGDataEventTypeChildChanged: return @"changed";
        case WDGDataEventTypeChildMoved: return @"moved";
        case WDGDataEventTypeValue: return @"value";
    }
    return @"unknown";
}

- (void)follow:(NSString *)path {
    WDGSyncReference *ref = [self.root child:path];
    NSArray *types = @[@(WDGDataEventTypeChildAdded), @(WDGDataEventTypeChildChanged), @(WDGDataEventTypeChildRemoved)];
    for (NSNumber *number in types) {
        WDGDataEventType type = (WDGDataEventType)number.integerValue;
        [ref observeEventType:type withBlock:^(WDGDataSnapshot *snapshot) {
            self.lastEvent = type;
            [self.lines addObject:[NSString stringWithFormat:@"%@ %@ in %@", [self describeEvent:type], snapshot.key, (snapshot.ref.parent ?: snapshot.ref.root).key]];
            NSLog(@"[%@] %@ = %@ (event %ld)", type == WDGDataEventTypeChildAdded ? @"+" : @"~", snapshot.key, snapshot.value, (long)type);
        }];
    }
    NSLog(@"following %@ below %@ at %@", ref.key, (ref.parent ?: ref.root).key, ref.root.key);
}

- (void)signIn:(NSString *)email password:(NSString *)password {
    [[WDGAuth auth] signInWithEmail:email password:password completion:^(WDGUser *authData, NSError *error) {
        if (error) {
            WDGAuthErrorCode reason = (WDGAuthErrorCode)error.code;
            NSLog(@"sign-in failed: %ld (%@)", (long)error.code, reason == WDGAuthErrorCodeInvalidPassword ? @"wrong password" : @"other");
            return;
        }
        NSLog(@"welcome %@ via %@", authData.uid, authData.providerID);
    }];
}

- (NSString *)status {
    WDGUser *current = [WDGAuth auth].currentUser;
    return [NSString stringWithFormat:@"%@ as %@ (%@), last event %@", current ? @"signed in" : @"signed out",
            current.uid, current.providerID, [self describeEvent:self.lastEvent]];
}

- (void)pause {
    [WDGSyncReference goOffline];
    NSLog(@"offline; %lu lines, last %@", (unsigned long)self.lines.count, [self describeEvent:self.lastEvent]);
    [WDGSyncReference goOnline];
}

@end
