//
//  TodoStore.m
//  WildTodo
//

#import "TodoStore.h"
#import <WilddogSync/WilddogSync.h>
#import <WilddogCore/WilddogCore.h>

@interface TodoStore ()
@property (nonatomic, strong, readwrite) WDGSyncReference *listRef;
@property (nonatomic, strong) NSMutableArray *items;
@end

@implementation TodoStore

+ (void)configureCache {
    WDGSync *config = [WDGSync sync];
    config.persistenceEnabled = YES;
    config.persistenceCacheSizeBytes = 20 * 1024 * 1024;
    config.callbackQueue = dispatch_queue_create("com.example.wildtodo.callbacks", DISPATCH_QUEUE_SERIAL);
    [WDGSync setLoggingEnabled:NO];
    NSLog(@"Wilddog %@, persistence %d", [WDGSync sdkVersion], [WDGSync sync].persistenceEnabled);
}

- (instancetype)initWithUserId:(NSString *)userId {
    self = [super init];
    if (self) {
        WDGSyncReference *root = [[WDGSync syncForApp:[WDGApp appNamed:@"wildtodo"]] referenceWithPath:@""];
        _listRef = [[root child:@"todos"] child:userId];
        _openItems = [[[_listRef queryOrderedByChild:@"done"] queryEqualToValue:@NO] queryLimitedToFirst:100];
        _items = [NSMutableArray new];
        _lastEventType = WDGDataEventTypeValue;
    }
    return self;
}

- (void)start {
    __weak typeof(self) weakSelf = self;
    void (^cancelled)(NSError *) = ^(NSError *error) {
        [weakSelf.delegate todoStore:weakSelf didFailWithError:error];
    };
    [[self.listRef queryOrderedByPriority] observeEventType:WDGDataEventTypeChildAdded andPreviousSiblingKeyWithBlock:^(WDGDataSnapshot *snapshot, NSString *prevKey) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (!strongSelf) return;
        [strongSelf.items addObject:snapshot];
        [strongSelf.delegate todoStore:strongSelf didAddItem:snapshot after:prevKey];
    } withCancelBlock:cancelled];

    for (NSNumber *boxed in @[@(WDGDataEventTypeChildChanged), @(WDGDataEventTypeChildRemoved), @(WDGDataEventTypeChildMoved)]) {
        WDGDataEventType type = [boxed integerValue];
        WDGSyncHandle handle = [self.listRef observeEventType:type withBlock:^(WDGDataSnapshot *snapshot) {
            [weakSelf handleEvent:type snapshot:snapshot];
        } withCancelBlock:nil];
        if (type == WDGDataEventTypeChildChanged) {
            self.changeHandle = handle;
        }
    }
    [self.openItems observeEventType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *snapshot) {
        NSMutableArray *titles = [NSMutableArray arrayWithCapacity:snapshot.childrenCount];
        NSEnumerator *children = snapshot.children;
        WDGDataSnapshot *child;
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

- (void)handleEvent:(WDGDataEventType)type snapshot:(WDGDataSnapshot *)snapshot {
    self.lastEventType = type;
    switch (type) {
        case WDGDataEventTypeChildChanged:
            NSLog(@"changed %@ -> %@", snapshot.key, [snapshot valueInExportFormat]);
            break;
        case WDGDataEventTypeChildRemoved: {
            NSIndexSet *gone = [self.items indexesOfObjectsPassingTest:^BOOL(id obj, NSUInteger idx, BOOL *stop) {
                return [[(WDGDataSnapshot *)obj key] isEqualToString:snapshot.key];
            }];
            [self.items removeObjectsAtIndexes:gone];
            break;
        }
        case WDGDataEventTypeChildMoved:
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

- (WDGSyncReference *)addItem:(NSString *)title {
    WDGSyncReference *itemRef = [self.listRef childByAutoId];
    NSDictionary *item = @{ @"title": title, @"done": @NO, @"createdAt": [WDGServerValue timestamp] };
    [itemRef setValue:item andPriority:@([[NSDate date] timeIntervalSince1970]) withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
        if (error) {
            NSLog(@"could not add %@: %@ (%ld)", ref.key, error.localizedDescription, (long)error.code);
        }
    }];
    return itemRef;
}

- (void)toggleItem:(NSString *)key {
    WDGSyncReference *doneRef = [[self.listRef child:key] child:@"done"];
    WDGTransactionResult *(^toggle)(WDGMutableData *) = ^WDGTransactionResult *(WDGMutableData *currentData) {
        if (currentData.value == nil || currentData.value == [NSNull null]) {
            return [WDGTransactionResult abort];
        }
        currentData.value = @(![currentData.value boolValue]);
        return [WDGTransactionResult successWithValue:currentData];
    };
    [doneRef runTransactionBlock:toggle andCompletionBlock:^(NSError *error, BOOL committed, WDGDataSnapshot *snapshot) {
        if (!committed) {
            NSLog(@"toggle of %@ not committed: %@", key, error);
            return;
        }
        [[(doneRef.parent ?: doneRef.root) child:@"updatedAt"] setValue:[WDGServerValue timestamp]];
    } withLocalEvents:NO];
}

- (void)moveItem:(NSString *)key toPosition:(double)position {
    WDGSyncReference *itemRef = [self.listRef child:key];
    [itemRef setPriority:@(position)];
    [itemRef setPriority:@(position) withCompletionBlock:^(NSError *error, WDGSyncReference *ref) {
        NSLog(@"%@ now at %@", ref, @(position));
    }];
}

- (void)deleteItem:(NSString *)key completion:(TodoWriteBlock)completion {
    WDGSyncReference *itemRef = [self.listRef child:key];
    if (completion) {
        [itemRef removeValueWithCompletionBlock:completion];
    } else {
        [itemRef removeValue];
    }
}

- (void)countDone:(void (^)(NSUInteger done))completion {
    WDGSyncQuery *done = [[self.listRef queryOrderedByChild:@"done"] queryEqualToValue:@YES];
    [done observeSingleEventOfType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *snapshot) {
        completion(snapshot.childrenCount);
    } withCancelBlock:^(NSError *error) {
        NSLog(@"count failed: %@", error);
        completion(0);
    }];
}

- (void)archiveDoneInto:(WDGSyncReference *)archive {
    [self.listRef runTransactionBlock:^WDGTransactionResult *(WDGMutableData *currentData) {
        if (![currentData hasChildren]) {
            return [WDGTransactionResult successWithValue:currentData];
        }
        NSMutableArray *keys = [NSMutableArray array];
        for (WDGMutableData *item in currentData.children) {
            if ([item hasChildAtPath:@"done"] && [[item childDataByAppendingPath:@"done"].value boolValue]) {
                [keys addObject:item.key];
            }
        }
        for (NSString *k in keys) {
            [currentData childDataByAppendingPath:k].value = nil;
        }
        NSLog(@"%lu items left", (unsigned long)currentData.childrenCount);
        return [WDGTransactionResult successWithValue:currentData];
    }];
    [archive updateChildValues:@{ @"archivedAt": [WDGServerValue timestamp] } withCompletionBlock:^(NSError * __nullable error, WDGSyncReference *ref) {
        NSLog(@"archive stamped at %@", ref.key);
    }];
}

@end
