#import <Foundation/Foundation.h>
#import <WilddogSync/WilddogSync.h>

@interface Catalog : NSObject
@property (nonatomic, strong) WDGSyncReference *ref;
@property (nonatomic, assign) WDGSyncHandle itemsHandle;
- (void)watch;
- (void)unwatch;
@end
