//
//  WDGSyncReference+Lot.m
//  Parkly 2
//

#import "WDGSyncReference+Lot.h"

@implementation WDGSyncReference (Lot)

- (WDGSyncReference *)lot_level:(NSInteger)level {
    return [self child:[NSString stringWithFormat:@"levels/%ld", (long)level]];
}

- (WDGSyncQuery *)lot_freeSpots {
    return [[self queryOrderedByChild:@"taken"] queryEqualToValue:@NO];
}

@end

@implementation WDGDataSnapshot (Lot)

- (NSArray<NSString *> *)lot_childKeys {
    NSMutableArray *keys = [NSMutableArray array];
    NSEnumerator *children = self.children;
    WDGDataSnapshot *child;
    while ((child = [children nextObject])) {
        [keys addObject:child.key];
    }
    return keys;
}

@end
