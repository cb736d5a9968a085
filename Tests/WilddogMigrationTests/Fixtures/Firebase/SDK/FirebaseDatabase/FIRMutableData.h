// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import <FirebaseCore/FIRFixtureMacros.h>

NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_NAME(MutableData)
@interface FIRMutableData : NSObject

- (BOOL)hasChildren;
- (BOOL)hasChildAtPath:(NSString *)path;
- (FIRMutableData *)childDataByAppendingPath:(NSString *)path;
@property(strong, nonatomic, nullable) id value;
@property(strong, nonatomic, nullable) id priority;
@property(readonly, nonatomic) NSUInteger childrenCount;
@property(readonly, nonatomic, strong) NSEnumerator<FIRMutableData *> *children;
@property(readonly, nonatomic, strong, nullable) NSString *key;

@end

NS_ASSUME_NONNULL_END
