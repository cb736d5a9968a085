#import "ActivityLog.h"

@implementation ActivityLog

- (instancetype)initWithRoot:(Wilddog *)root {
    if ((self = [super init])) {
        _root = root;
        _lastEvent = WEventTypeValue;
        _lines = [NSMutableArray array];
        NSLog(@"Wilddog SDK %@, logging under %@", [Wilddog sdkVersion], root.key);
    }
    return self;
}

- (NSString *)describeEvent:(WEventType)type {
    switch (type) {
        case WEventTypeChildAdded: return @"added";
        case WEventTypeChildRemoved: return @"removed";
        case WEventTypeChildChanged: return @"changed";
        case WEventTypeChildMoved: return @"moved";
        case WEventTypeValue: return @"value";
    }
    return @"unknown";
}

- (void)follow:(NSString *)path {
    Wilddog *ref = [self.root childByAppendingPath:path];
    NSArray *types = @[@(WEventTypeChildAdded), @(WEventTypeChildChanged), @(WEventTypeChildRemoved)];
    for (NSNumber *number in types) {
        WEventType type = (WEventType)number.integerValue;
        [ref observeEventType:type withBlock:^(WDataSnapshot *snapshot) {
            self.lastEvent = type;
            [self.lines addObject:[NSString stringWithFormat:@"%@ %@ in %@", [self describeEvent:type], snapshot.key, snapshot.ref.parent.key]];
            NSLog(@"[%@] %@ = %@ (event %ld)", type == WEventTypeChildAdded ? @"+" : @"~", snapshot.key, snapshot.value, (long)type);
        }];
    }
    NSLog(@"following %@ below %@ at %@", ref.key, ref.parent.key, ref.root.key);
}

- (void)signIn:(NSString *)email password:(NSString *)password {
    [self.root authUser:email password:password withCompletionBlock:^(NSError *error, WAuthData *authData) {
        if (error) {
            WAuthenticationError reason = (WAuthenticationError)error.code;
            NSLog(@"sign-in failed: %ld (%@)", (long)error.code, reason == WAuthenticationErrorInvalidPassword ? @"wrong password" : @"other");
            return;
        }
        NSLog(@"welcome %@ via %@", authData.uid, authData.provider);
    }];
}

- (NSString *)status {
    WAuthData *current = self.root.authData;
    return [NSString stringWithFormat:@"%@ as %@ (%@), last event %@", current ? @"signed in" : @"signed out",
            current.uid, current.provider, [self describeEvent:self.lastEvent]];
}

- (void)pause {
    [Wilddog goOffline];
    NSLog(@"offline; %lu lines, last %@", (unsigned long)self.lines.count, [self describeEvent:self.lastEvent]);
    [Wilddog goOnline];
}

@end
