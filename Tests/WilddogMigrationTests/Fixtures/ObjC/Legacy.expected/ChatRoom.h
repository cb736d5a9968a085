#import <Foundation/Foundation.h>
#import <WilddogSync/WilddogSync.h>

#define kChatURL @"https://demochat.wilddogio.com"

typedef void (^ChatMessagesBlock)(NSArray *messages);

@interface ChatRoom : NSObject

@property (nonatomic, strong) WDGSyncReference *roomRef;
@property (nonatomic, strong) WDGSyncQuery *recentMessages;
@property (nonatomic, assign) WDGSyncHandle addedHandle;
@property (nonatomic, assign) WDGSyncHandle removedHandle;
@property (nonatomic, copy) NSString *name;
@property (nonatomic, strong) NSMutableArray *messages;

- (instancetype)initWithName:(NSString *)name;
- (void)join;
- (void)leave;
- (void)sendText:(NSString *)text from:(NSString *)author;
- (void)likeMessage:(NSString *)messageKey;
- (void)loadOlderThan:(NSString *)key completion:(ChatMessagesBlock)completion;
- (WDGSyncQuery *)messagesFrom:(NSString *)author;

@end
