//
//  Leaderboard.h
//  WildRacer
//
//  High scores and who is online, for the racing game.
//

#import <Foundation/Foundation.h>
@import Wilddog;

@interface Wilddog (WildRacer)
- (Wilddog *)playerRef:(NSString *)playerId;
@end

@interface Leaderboard : NSObject

@property (nonatomic, strong) Wilddog *gameRef;
@property (nonatomic, strong) WQuery *topScores;
@property (nonatomic, strong) WilddogApp *app;
@property (nonatomic, assign) WilddogHandle topHandle;
@property (nonatomic, assign) BOOL online;

- (instancetype)initWithGameURL:(NSString *)url;
- (void)watchTop:(NSUInteger)count;
- (void)submitScore:(NSInteger)score forPlayer:(NSString *)playerId;
- (void)goOnlineAs:(NSString *)playerId;
- (void)pauseNetwork:(BOOL)paused;
- (void)scoresAround:(NSInteger)score player:(NSString *)playerId;

@end
