//
//  TodoStore.h
//  WildTodo
//
//  Keeps the todo list of one user in sync with Wilddog.
//

#import <Foundation/Foundation.h>
#import <Wilddog/Wilddog.h>

#define kTodoAppURL @"https://wildtodo.wilddogio.com"

typedef void (^TodoListChangedBlock)(NSArray *items);
typedef void (^TodoWriteBlock)(NSError *error, Wilddog *ref);

@protocol TodoStoreDelegate <NSObject>
- (void)todoStore:(id)store didAddItem:(WDataSnapshot *)item after:(NSString *)previousKey;
- (void)todoStore:(id)store didFailWithError:(NSError *)error;
@end

@interface TodoStore : NSObject

@property (nonatomic, strong, readonly) Wilddog *listRef;
@property (nonatomic, strong) WQuery *openItems;
@property (nonatomic) WilddogHandle changeHandle;
@property (nonatomic) WEventType lastEventType;
@property (nonatomic, weak) id<TodoStoreDelegate> delegate;
@property (nonatomic, copy) TodoListChangedBlock onChange;

+ (void)configureCache;
- (instancetype)initWithUserId:(NSString *)userId;
- (void)start;
- (void)stop;
- (Wilddog *)addItem:(NSString *)title;
- (void)toggleItem:(NSString *)key;
- (void)moveItem:(NSString *)key toPosition:(double)position;
- (void)deleteItem:(NSString *)key completion:(TodoWriteBlock)completion;
- (void)countDone:(void (^)(NSUInteger done))completion;

@end
