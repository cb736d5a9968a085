// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import <FirebaseCore/FirebaseCore.h>
#import "FIRDatabaseReference.h"

NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_NAME(Database)
@interface FIRDatabase : NSObject

+ (FIRDatabase *)database NS_SWIFT_NAME(database());
+ (FIRDatabase *)databaseWithURL:(NSString *)url NS_SWIFT_NAME(database(url:));
+ (FIRDatabase *)databaseForApp:(FIRApp *)app NS_SWIFT_NAME(database(app:));
+ (FIRDatabase *)databaseForApp:(FIRApp *)app URL:(NSString *)url NS_SWIFT_NAME(database(app:url:));
@property(weak, readonly, nonatomic, nullable) FIRApp *app;
- (FIRDatabaseReference *)reference;
- (FIRDatabaseReference *)referenceWithPath:(NSString *)path;
- (FIRDatabaseReference *)referenceFromURL:(NSString *)databaseUrl;
- (void)purgeOutstandingWrites;
- (void)goOffline;
- (void)goOnline;
@property(nonatomic, getter=isPersistenceEnabled) BOOL persistenceEnabled;
@property(nonatomic) NSUInteger persistenceCacheSizeBytes;
@property(nonatomic, strong) dispatch_queue_t callbackQueue;
+ (void)setLoggingEnabled:(BOOL)enabled;
+ (NSString *)sdkVersion;
- (instancetype)init NS_UNAVAILABLE;

@end

NS_ASSUME_NONNULL_END
