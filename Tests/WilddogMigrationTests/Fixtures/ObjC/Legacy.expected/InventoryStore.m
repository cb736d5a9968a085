//
//  InventoryStore.m
//  The stock room's inventory, kept in a Wilddog app of its own.
//

#import "InventoryStore.h"
#import <WilddogSync/WilddogSync.h>
#import <WilddogCore/WilddogCore.h>

static NSString * const WDInventoryBaseURL = @"https://stock-room.wilddogio.com";

@implementation InventoryStore {
    WDGSyncHandle _lowStockHandle;
}

- (instancetype)init {
    if ((self = [super init])) {
        _root = [[WDGSync syncForApp:[WDGApp appNamed:@"stock_room"]] referenceWithPath:@""];
        _lowStockHandle = 0;
    }
    return self;
}

- (void)setCount:(NSInteger)count forItem:(NSString *)item {
    WDGSyncReference *entry = [[self.root child:@"items"] child:item];
    [entry updateChildValues:@{ @"count": @(count), @"updatedAt": [WDGServerValue timestamp] }
         withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
        if (error) {
            NSLog(@"inventory: %@ not saved: %@", ref.key, error.localizedDescription);
        }
    }];
}

- (void)watchLowStock:(void (^)(NSString *item, NSInteger count))handler {
    WDGSyncQuery *low = [[[self.root child:@"items"] queryOrderedByChild:@"count"] queryEndingAtValue:@5];
    _lowStockHandle = [low observeEventType:WDGDataEventTypeChildAdded withBlock:^(WDGDataSnapshot *snapshot) {
        NSNumber *count = [snapshot childSnapshotForPath:@"count"].value;
        handler(snapshot.key, count.integerValue);
    }];
}

- (void)stopWatching {
    [[[[self.root child:@"items"] queryOrderedByChild:@"count"] queryEndingAtValue:@5] removeObserverWithHandle:_lowStockHandle];
    _lowStockHandle = 0;
}

@end
