//
//  WDGSyncReference+Lot.h
//  Parkly 2
//

@import WilddogSync;

#define LOT_URL @"https://parkly2.wilddogio.com"

typedef void (^LotKeysBlock)(NSArray<NSString *> *keys);
typedef void (^LotWriteBlock)(NSError *_Nullable error, WDGSyncReference *ref);

@interface WDGSyncReference (Lot)
- (WDGSyncReference *)lot_level:(NSInteger)level;
- (WDGSyncQuery *)lot_freeSpots;
@end

@interface WDGDataSnapshot (Lot)
- (NSArray<NSString *> *)lot_childKeys;
@end
