#import <Foundation/Foundation.h>
#import <WilddogSync/WilddogSync.h>
#import <WilddogAuth/WilddogAuth.h>

typedef void (^ScoreStoreSnapshotBlock)(WDGDataSnapshot *snapshot);
typedef void (^ScoreStoreAuthCallback)(WDGUser * __nullable authData, NSError * __nullable error);

@interface ScoreStore : NSObject
@property (nonatomic, strong) WDGSyncReference *base;
@property (nonatomic, strong) NSMutableDictionary *handles;
@property (nonatomic, strong) WDGAuthStateDidChangeListenerHandle loginHandle;
+ (ScoreStore *)shared;
- (WDGSyncQuery *)topScores:(NSUInteger)count;
- (void)watch:(NSString *)path with:(ScoreStoreSnapshotBlock)block;
- (void)signIn:(NSString *)email password:(NSString *)password done:(ScoreStoreAuthCallback)done;
@end
