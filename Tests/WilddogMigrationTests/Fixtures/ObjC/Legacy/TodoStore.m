//
//  TodoStore.m
//  WildTodo
//

#import "TodoStore.h"

@interface TodoStore ()
@property (nonatomic, strong, readwrite) Wilddog *listRef;
@property (nonatomic, strong) NSMutableArray *items;
@end

@implementation TodoStore

+ (void)configureCache {
    WConfig *config = [Wilddog defaultConfig];
    config.persistenceEnabled = YES;
    config.persistenceCacheSizeBytes = 20 * 1024 * 1024;
    config.callbackQueue = dispatch_queue_create("com.example.wildtodo.callbacks", DISPATCH_QUEUE_SERIAL);
    [Wilddog setLoggingEnabled:NO];
    NSLog(@"Wilddog %@, persistence %d", [Wilddog sdkVersion], [Wilddog defaultConfig].persistenceEnabled);
}

- (instancetype)initWithUserId:(NSString *)userId {
    self = [super init];
    if (self) {
        Wilddog *root = [[Wilddog alloc] initWithUrl:kTodoAppURL];
        _listRef = [[root childByAppendingPath:@"todos"] childByAppendingPath:userId];
        _openItems = [[[_listRef queryOrderedByChild:@"done"] queryEqualToValue:@NO] queryLimitedToFirst:100];
        _items = [NSMutableArray new];
        _lastEventType = WEventTypeValue;
    }
    return self;
}

- (void)start {
    __weak typeof(self) weakSelf = self;
    void (^cancelled)(NSError *) = ^(NSError *error) {
        [weakSelf.delegate todoStore:weakSelf didFailWithError:error];
    };
    [[self.listRef queryOrderedByPriority] observeEventType:WEventTypeChildAdded andPreviousSiblingKeyWithBlock:^(WDataSnapshot *snapshot, NSString *prevKey) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (!strongSelf) return;
        [strongSelf.items addObject:snapshot];
        [strongSelf.delegate todoStore:strongSelf didAddItem:snapshot after:prevKey];
    } withCancelBlock:cancelled];

    for (NSNumber *boxed in @[@(WEventTypeChildChanged), @(WEventTypeChildRemoved), @(WEventTypeChildMoved)]) {
        WEventType type = [boxed integerValue];
        WilddogHandle handle = [self.listRef observeEventType:type withBlock:^(WDataSnapshot *snapshot) {
            [weakSelf handleEvent:type snapshot:snapshot];
        } withCancelBlock:nil];
        if (type == WEventTypeChildChanged) {
            self.changeHandle = handle;
        }
    }
    [self.openItems observeEventType:WEventTypeValue withBlock:^(WDataSnapshot *snapshot) {
        NSMutableArray *titles = [NSMutableArray arrayWithCapacity:snapshot.childrenCount];
        NSEnumerator *children = snapshot.children;
        WDataSnapshot *child;
        while ((child = [children nextObject])) {
            if ([child hasChild:@"title"]) {
                [titles addObject:[child childSnapshotForPath:@"title"].value];
            }
        }
        if (weakSelf.onChange) {
            weakSelf.onChange(titles);
        }
    }];
    [self.listRef keepSynced:YES];
}

- (void)handleEvent:(WEventType)type snapshot:(WDataSnapshot *)snapshot {
    self.lastEventType = type;
    switch (type) {
        case WEventTypeChildChanged:
            NSLog(@"changed %@ -> %@", snapshot.key, [snapshot valueInExportFormat]);
            break;
        case WEventTypeChildRemoved: {
            NSIndexSet *gone = [self.items indexesOfObjectsPassingTest:^BOOL(id obj, NSUInteger idx, BOOL *stop) {
                return [[(WDataSnapshot *)obj key] isEqualToString:snapshot.key];
            }];
            [self.items removeObjectsAtIndexes:gone];
            break;
        }
        case WEventTypeChildMoved:
            NSLog(@"moved %@ (priority %@)", snapshot.key, snapshot.priority);
            break;
        default:
            break;
    }
}

- (void)stop {
    [self.listRef removeObserverWithHandle:self.changeHandle];
    [self.listRef removeAllObservers];
    [self.openItems removeAllObservers];
    [self.listRef keepSynced:NO];
}

- (Wilddog *)addItem:(NSString *)title {
    Wilddog *itemRef = [self.listRef childByAutoId];
    NSDictionary *item = @{ @"title": title, @"done": @NO, @"createdAt": kWilddogServerValueTimestamp };
    [itemRef setValue:item andPriority:@([[NSDate date] timeIntervalSince1970]) withCompletionBlock:^(NSError *error, Wilddog *ref) {
        if (error) {
            NSLog(@"could not add %@: %@ (%ld)", ref.key, error.localizedDescription, (long)error.code);
        }
    }];
    return itemRef;
}

- (void)toggleItem:(NSString *)key {
    Wilddog *doneRef = [[self.listRef childByAppendingPath:key] childByAppendingPath:@"done"];
    WTransactionResult *(^toggle)(WMutableData *) = ^WTransactionResult *(WMutableData *currentData) {
        if (currentData.value == nil || currentData.value == [NSNull null]) {
            return [WTransactionResult abort];
        }
        currentData.value = @(![currentData.value boolValue]);
        return [WTransactionResult successWithValue:currentData];
    };
    [doneRef runTransactionBlock:toggle andCompletionBlock:^(NSError *error, BOOL committed, WDataSnapshot *snapshot) {
        if (!committed) {
            NSLog(@"toggle of %@ not committed: %@", key, error);
            return;
        }
        [[doneRef.parent childByAppendingPath:@"updatedAt"] setValue:kWilddogServerValueTimestamp];
    } withLocalEvents:NO];
}

- (void)moveItem:(NSString *)key toPosition:(double)position {
    Wilddog *itemRef = [self.listRef childByAppendingPath:key];
    [itemRef setPriority:@(position)];
    [itemRef setPriority:@(position) withCompletionBlock:^(NSError *error, Wilddog *ref) {
        NSLog(@"%@ now at %@", ref, @(position));
    }];
}

- (void)deleteItem:(NSString *)key completion:(TodoWriteBlock)completion {
    Wilddog *itemRef = [self.listRef childByAppendingPath:key];
    if (completion) {
        [itemRef removeValueWithCompletionBlock:completion];
    } else {
        [itemRef removeValue];
    }
}

- (void)countDone:(void (^)(NSUInteger done))completion {
    WQuery *done = [[self.listRef queryOrderedByChild:@"done"] queryEqualToValue:@YES];
    [done observeSingleEventOfType:WEventTypeValue withBlock:^(WDataSnapshot *snapshot) {
        completion(snapshot.childrenCount);
    } withCancelBlock:^(NSError *error) {
        NSLog(@"count failed: %@", error);
        completion(0);
    }];
}

- (void)archiveDoneInto:(Wilddog *)archive {
    [self.listRef runTransactionBlock:^WTransactionResult *(WMutableData *currentData) {
        if (![currentData hasChildren]) {
            return [WTransactionResult successWithValue:currentData];
        }
        NSMutableArray *keys = [NSMutableArray array];
        for (WMutableData *item in currentData.children) {
            if ([item hasChildAtPath:@"done"] && [[item childDataByAppendingPath:@"done"].value boolValue]) {
                [keys addObject:item.key];
            }
        }
        for (NSString *k in keys) {
            [currentData childDataByAppendingPath:k].value = nil;
        }
        NSLog(@"%lu items left", (unsigned long)currentData.childrenCount);
        return [WTransactionResult successWithValue:currentData];
    }];
    [archive updateChildValues:@{ @"archivedAt": kWilddogServerValueTimestamp } withCompletionBlock:^(NSError * __nullable error, Wilddog *ref) {
        NSLog(@"archive stamped at %@", ref.key);
    }];
}

@end
