// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import "FIRFixtureMacros.h"

NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_NAME(FirebaseOptions)
@interface FIROptions : NSObject <NSCopying>

+ (nullable FIROptions *)defaultOptions NS_SWIFT_NAME(defaultOptions());
@property(nonatomic, copy, nullable) NSString *APIKey NS_SWIFT_NAME(apiKey);
@property(nonatomic, copy) NSString *googleAppID;
@property(nonatomic, copy) NSString *GCMSenderID NS_SWIFT_NAME(gcmSenderID);
@property(nonatomic, copy, nullable) NSString *projectID;
@property(nonatomic, copy) NSString *bundleID;
@property(nonatomic, copy, nullable) NSString *databaseURL;
@property(nonatomic, copy, nullable) NSString *storageBucket;
- (nullable instancetype)initWithContentsOfFile:(NSString *)plistPath;
- (instancetype)initWithGoogleAppID:(NSString *)googleAppID GCMSenderID:(NSString *)GCMSenderID
    NS_SWIFT_NAME(init(googleAppID:gcmSenderID:)) NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;

@end

NS_ASSUME_NONNULL_END
