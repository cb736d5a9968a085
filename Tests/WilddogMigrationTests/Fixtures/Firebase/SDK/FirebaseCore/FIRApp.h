// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import "FIRFixtureMacros.h"

@class FIROptions;

NS_ASSUME_NONNULL_BEGIN

typedef void (^FIRAppVoidBoolCallback)(BOOL success)
    NS_SWIFT_UNAVAILABLE("Use Swift's closure syntax instead.");

NS_SWIFT_NAME(FirebaseApp)
@interface FIRApp : NSObject

+ (void)configure;
+ (void)configureWithOptions:(FIROptions *)options NS_SWIFT_NAME(configure(options:));
+ (void)configureWithName:(NSString *)name options:(FIROptions *)options NS_SWIFT_NAME(configure(name:options:));
+ (nullable FIRApp *)defaultApp NS_SWIFT_NAME(app());
+ (nullable FIRApp *)appNamed:(NSString *)name NS_SWIFT_NAME(app(name:));
@property(class, readonly, nullable) NSDictionary<NSString *, FIRApp *> *allApps;
- (void)deleteApp:(FIRAppVoidBoolCallback)completion NS_SWIFT_NAME(delete(_:));
- (instancetype)init NS_UNAVAILABLE;
@property(nonatomic, copy, readonly) NSString *name;
@property(nonatomic, copy, readonly) FIROptions *options;

@end

NS_ASSUME_NONNULL_END
