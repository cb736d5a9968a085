//
//  Wilddog+Parking.m
//  Parkly
//

#import "Wilddog+Parking.h"
#import <WilddogSync/WilddogSync.h>
#import <WilddogCore/WilddogCore.h>

@implementation WDGSyncReference (Parking)

- (WDGSyncReference *)pk_levelRef:(NSInteger)level {
    return [self child:[NSString stringWithFormat:@"levels/%ld", (long)level]];
}

- (WDGSyncQuery *)pk_freeSpots {
    return [[self queryOrderedByChild:@"taken"] queryEqualToValue:@NO];
}

+ (WDGSyncReference *)pk_root {
    static WDGSyncReference *root;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        root = [[WDGSync syncForApp:[WDGApp appNamed:@"parkly"]] referenceWithPath:@""];
    });
    return root;
}

@end

@implementation WDGDataSnapshot (Parking)

- (NSArray *)pk_childKeys {
    NSMutableArray *keys = [NSMutableArray arrayWithCapacity:self.childrenCount];
    NSEnumerator *children = [self children];
    WDGDataSnapshot *child;
    while ((child = [children nextObject])) {
        [keys addObject:child.key];
    }
    return keys;
}

@end
