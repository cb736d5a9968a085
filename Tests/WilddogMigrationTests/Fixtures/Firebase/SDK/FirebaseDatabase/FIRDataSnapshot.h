// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import <FirebaseCore/FIRFixtureMacros.h>

@class FIRDatabaseReference;

NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_NAME(DataSnapshot)
@interface FIRDataSnapshot : NSObject

- (FIRDataSnapshot *)childSnapshotForPath:(NSString *)childPathString;
- (BOOL)hasChild:(NSString *)childPathString;
- (BOOL)hasChildren;
- (BOOL)exists;
- (id __nullable)valueInExportFormat;
@property(strong, readonly, nonatomic, nullable) id value;
@property(readonly, nonatomic) NSUInteger childrenCount;
@property(nonatomic, readonly, strong) FIRDatabaseReference *ref;
@property(strong, readonly, nonatomic) NSString *key;
@property(strong, readonly, nonatomic) NSEnumerator<FIRDataSnapshot *> *children;
@property(strong, readonly, nonatomic, nullable) id priority;

@end

NS_ASSUME_NONNULL_END
