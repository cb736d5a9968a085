#import <Foundation/Foundation.h>
#import <Wilddog/Wilddog.h>

typedef void (^ScoreStoreSnapshotBlock)(WDataSnapshot *snapshot);
typedef void (^ScoreStoreAuthCallback)(NSError * __nullable error, WAuthData * __nullable authData);

@interface ScoreStore : NSObject
@property (nonatomic, strong) Wilddog *base;
@property (nonatomic, strong) NSMutableDictionary *handles;
@property (nonatomic, assign) WilddogHandle loginHandle;
+ (ScoreStore *)shared;
- (WQuery *)topScores:(NSUInteger)count;
- (void)watch:(NSString *)path with:(ScoreStoreSnapshotBlock)block;
- (void)signIn:(NSString *)email password:(NSString *)password done:(ScoreStoreAuthCallback)done;
@end
