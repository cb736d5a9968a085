//
//  InventoryStore.m
//  The stock room's inventory, kept in a Wilddog app of its own.
//

#import "InventoryStore.h"

static NSString * const WDInventoryBaseURL = @"https://stock-room.wilddogio.com";

@implementation InventoryStore {
    WilddogHandle _lowStockHandle;
}

- (instancetype)init {
    if ((self = [super init])) {
        _root = [[Wilddog alloc] initWithUrl:WDInventoryBaseURL];
        _lowStockHandle = 0;
    }
    return self;
}

- (void)setCount:(NSInteger)count forItem:(NSString *)item {
    Wilddog *entry = [[self.root childByAppendingPath:@"items"] childByAppendingPath:item];
    [entry updateChildValues:@{ @"count": @(count), @"updatedAt": kWilddogServerValueTimestamp }
         withCompletionBlock:^(NSError *error, Wilddog *ref) {
        if (error) {
            NSLog(@"inventory: %@ not saved: %@", ref.key, error.localizedDescription);
        }
    }];
}

- (void)watchLowStock:(void (^)(NSString *item, NSInteger count))handler {
    WQuery *low = [[[self.root childByAppendingPath:@"items"] queryOrderedByChild:@"count"] queryEndingAtValue:@5];
    _lowStockHandle = [low observeEventType:WEventTypeChildAdded withBlock:^(WDataSnapshot *snapshot) {
        NSNumber *count = [snapshot childSnapshotForPath:@"count"].value;
        handler(snapshot.key, count.integerValue);
    }];
}

- (void)stopWatching {
    [[[[self.root childByAppendingPath:@"items"] queryOrderedByChild:@"count"] queryEndingAtValue:@5] removeObserverWithHandle:_lowStockHandle];
    _lowStockHandle = 0;
}

@end
