// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import "FIRFixtureMacros.h"

NS_ASSUME_NONNULL_BEGIN

/// The Firebase SDK version (`FirebaseVersion()` in Swift).
NSString *FIRFirebaseVersion(void) NS_SWIFT_NAME(FirebaseVersion());

NS_ASSUME_NONNULL_END
