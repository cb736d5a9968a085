#import "Catalog.h"
#import <WilddogCore/WilddogCore.h>

@implementation Catalog {
    int64_t _pricesHandle;
}

- (instancetype)init {
    if ((self = [super init])) {
        _ref = [[[WDGSync sync] reference] child:@"catalog"];
    }
    return self;
}

- (void)watch {
    self.itemsHandle = [[self.ref childByAppendingPath:@"items"] observeEventType:WDGDataEventTypeChildAdded withBlock:^(WDGDataSnapshot *snapshot) {
        NSLog(@"item %@ = %@", snapshot.key, snapshot.value);
    }];
    _pricesHandle = [self.ref observeEventType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *snapshot) {
        NSLog(@"%lu prices", (unsigned long)snapshot.childrenCount);
    } withCancelBlock:^(NSError *error) {
        if (error.code == WDGSyncErrorPermissionDenied) {
            NSLog(@"not allowed");
        }
    }];
    [[self.ref childByAutoId] setValue:@{ @"at": [WDGServerValue timestamp] } withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
        NSLog(@"added %@ under %@", ref.key, ref.parent.key);
    }];
    WDGSyncReference *events = [[WDGSync syncForApp:[WDGApp appNamed:@"analytics"]] referenceWithPath:@"events"];
    [[events childByAutoId] setValue:@"watch"];
    WDGSyncReference *mirror = [[WDGSync sync] referenceFromURL:@"https://fire-shop.wilddogio.com/mirror"];
    [mirror setValue:@YES];
    [self.ref.sync goOffline];
}

- (void)unwatch {
    [self.ref removeObserverWithHandle:self.itemsHandle];
    [self.ref removeObserverWithHandle:_pricesHandle];
}

@end
