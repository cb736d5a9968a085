//
//  CourierManager.h
//  KuaiDiXia (快递侠) — courier side
//
//  单例：管理骑手的在线状态、订单和账号。
//

#import <Foundation/Foundation.h>
#import <Wilddog/Wilddog.h>

typedef NS_ENUM(NSInteger, CourierState) {
    CourierStateOffline = 0,
    CourierStateIdle,
    CourierStateDelivering
};

typedef void (^CourierErrorHandler)(NSError *error);

@interface CourierManager : NSObject

@property (nonatomic, strong, readonly) Wilddog *rootRef;
@property (nonatomic, strong, readonly) Wilddog *courierRef;
@property (nonatomic, assign, readonly) CourierState state;
@property (nonatomic, copy) void (^onChange)(WDataSnapshot *snapshot);
@property (nonatomic, copy) void (^onOrderEvent)(WEventType type, NSString *orderId);
@property (nonatomic, copy) CourierErrorHandler onError;

+ (instancetype)sharedManager;

- (void)signInWithPhoneMail:(NSString *)email password:(NSString *)password;
- (void)goOnDuty;
- (void)goOffDuty;
- (void)acceptOrder:(NSString *)orderId;
- (void)finishOrder:(NSString *)orderId tip:(NSNumber *)tip;
- (void)loadOrdersInCity:(NSString *)city;
- (void)changePassword:(NSString *)oldPassword to:(NSString *)newPassword;
- (void)forgotPassword:(NSString *)email;
- (void)signOut;

@end
