//
//  ParkingLot.h
//  Parkly
//

#import <Foundation/Foundation.h>
#import "Wilddog+Parking.h"

typedef void (^PKAuthChanged)(WAuthData *authData);

@interface ParkingLot : NSObject
@property (nonatomic, strong, readonly) Wilddog *levelRef;
@property (nonatomic, copy) PKSpotsBlock onSpots;
@property (nonatomic, copy) void (^onError)(NSError *error);
@property (nonatomic, copy) PKAuthChanged authChanged;
@property (nonatomic, strong) WAuthData *session;
- (instancetype)initWithLevel:(NSInteger)level;
- (void)start;
- (void)stop;
- (void)claimSpot:(NSString *)spotId completion:(PKWriteBlock)completion;
- (void)releaseSpot:(NSString *)spotId;
- (void)signInWithToken:(NSString *)token;
@end
