//
//  Lot.h
//  Parkly 2
//

#import <Foundation/Foundation.h>
#import <WilddogAuth/WilddogAuth.h>
#import "WDGSyncReference+Lot.h"

typedef void (^LotUserChanged)(WDGUser *_Nullable user);

@interface Lot : NSObject
@property (nonatomic, strong, readonly) WDGSyncReference *levelRef;
@property (nonatomic, copy) LotKeysBlock onSpots;
@property (nonatomic, copy) void (^onError)(NSError *error);
@property (nonatomic, copy) LotUserChanged userChanged;
@property (nonatomic, strong) WDGUser *user;
- (instancetype)initWithLevel:(NSInteger)level;
- (void)start;
- (void)stop;
- (void)claimSpot:(NSString *)spotId completion:(LotWriteBlock)completion;
- (void)signInWithToken:(NSString *)token;
@end
