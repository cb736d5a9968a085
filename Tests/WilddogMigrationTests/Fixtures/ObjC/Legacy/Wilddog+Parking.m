//
//  Wilddog+Parking.m
//  Parkly
//

#import "Wilddog+Parking.h"

@implementation Wilddog (Parking)

- (Wilddog *)pk_levelRef:(NSInteger)level {
    return [self childByAppendingPath:[NSString stringWithFormat:@"levels/%ld", (long)level]];
}

- (WQuery *)pk_freeSpots {
    return [[self queryOrderedByChild:@"taken"] queryEqualToValue:@NO];
}

+ (Wilddog *)pk_root {
    static Wilddog *root;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        root = [[Wilddog alloc] initWithUrl:PARKLY_HOST];
    });
    return root;
}

@end

@implementation WDataSnapshot (Parking)

- (NSArray *)pk_childKeys {
    NSMutableArray *keys = [NSMutableArray arrayWithCapacity:self.childrenCount];
    NSEnumerator *children = [self children];
    WDataSnapshot *child;
    while ((child = [children nextObject])) {
        [keys addObject:child.key];
    }
    return keys;
}

@end
