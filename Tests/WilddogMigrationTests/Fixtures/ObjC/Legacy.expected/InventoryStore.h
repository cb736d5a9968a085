//
//  InventoryStore.h
//  The stock room's inventory, kept in a Wilddog app of its own.
//

#import <Foundation/Foundation.h>
#import <WilddogSync/WilddogSync.h>

@interface InventoryStore : NSObject

@property (nonatomic, strong, readonly) WDGSyncReference *root;

- (void)setCount:(NSInteger)count forItem:(NSString *)item;
- (void)watchLowStock:(void (^)(NSString *item, NSInteger count))handler;
- (void)stopWatching;

@end
