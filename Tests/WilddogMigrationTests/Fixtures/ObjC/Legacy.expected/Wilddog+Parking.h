//
//  Wilddog+Parking.h
//  Parkly
//

#import <WilddogSync/WilddogSync.h>

#define PARKLY_HOST @"https://parkly.wilddogio.com"
#define PARKLY_PATH(p) [NSString stringWithFormat:@"%@/%@", PARKLY_HOST, (p)]

typedef void (^PKSpotsBlock)(NSArray *spots);
typedef void (^PKWriteBlock)(NSError *error, WDGSyncReference *ref);

@interface WDGSyncReference (Parking)
- (WDGSyncReference *)pk_levelRef:(NSInteger)level;
- (WDGSyncQuery *)pk_freeSpots;
+ (WDGSyncReference *)pk_root;
@end

@interface WDGDataSnapshot (Parking)
- (NSArray *)pk_childKeys;
@end
