#import <Foundation/Foundation.h>
#import <Wilddog/Wilddog.h>

#define kChatURL @"https://demochat.wilddogio.com"

typedef void (^ChatMessagesBlock)(NSArray *messages);

@interface ChatRoom : NSObject

@property (nonatomic, strong) Wilddog *roomRef;
@property (nonatomic, strong) WQuery *recentMessages;
@property (nonatomic, assign) WilddogHandle addedHandle;
@property (nonatomic, assign) WilddogHandle removedHandle;
@property (nonatomic, copy) NSString *name;
@property (nonatomic, strong) NSMutableArray *messages;

- (instancetype)initWithName:(NSString *)name;
- (void)join;
- (void)leave;
- (void)sendText:(NSString *)text from:(NSString *)author;
- (void)likeMessage:(NSString *)messageKey;
- (void)loadOlderThan:(NSString *)key completion:(ChatMessagesBlock)completion;
- (WQuery *)messagesFrom:(NSString *)author;

@end
