//
//  ParkingLot.h
//  Parkly
//

#import <Foundation/Foundation.h>
#import "Wilddog+Parking.h"
#import <WilddogSync/WilddogSync.h>
#import <WilddogAuth/WilddogAuth.h>

typedef void (^PKAuthChanged)(WDGUser *authData);

@interface ParkingLot : NSObject
@property (nonatomic, strong, readonly) WDGSyncReference *levelRef;
@property (nonatomic, copy) PKSpotsBlock onSpots;
@property (nonatomic, copy) void (^onError)(NSError *error);
@property (nonatomic, copy) PKAuthChanged authChanged;
@property (nonatomic, strong) WDGUser *session;
- (instancetype)initWithLevel:(NSInteger)level;
- (void)start;
- (void)stop;
- (void)claimSpot:(NSString *)spotId completion:(PKWriteBlock)completion;
- (void)releaseSpot:(NSString *)spotId;
- (void)signInWithToken:(NSString *)token;
@end
