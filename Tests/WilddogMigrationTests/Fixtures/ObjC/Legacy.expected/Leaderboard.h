//
//  Leaderboard.h
//  WildRacer
//
//  High scores and who is online, for the racing game.
//

#import <Foundation/Foundation.h>
@import WilddogSync;

@interface WDGSyncReference (WildRacer)
- (WDGSyncReference *)playerRef:(NSString *)playerId;
@end

@interface Leaderboard : NSObject

@property (nonatomic, strong) WDGSyncReference *gameRef;
@property (nonatomic, strong) WDGSyncQuery *topScores;
@property (nonatomic, strong) WDGSync *app;
@property (nonatomic, assign) WDGSyncHandle topHandle;
@property (nonatomic, assign) BOOL online;

- (instancetype)initWithGameURL:(NSString *)url;
- (void)watchTop:(NSUInteger)count;
- (void)submitScore:(NSInteger)score forPlayer:(NSString *)playerId;
- (void)goOnlineAs:(NSString *)playerId;
- (void)pauseNetwork:(BOOL)paused;
- (void)scoresAround:(NSInteger)score player:(NSString *)playerId;

@end
