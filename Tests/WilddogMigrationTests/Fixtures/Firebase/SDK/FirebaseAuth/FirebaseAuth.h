// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
// Umbrella header: `@import FirebaseAuth;` (FirebaseAuth ≥ 11 is a Swift module: the module import is
// the form that works with every release).
#import <FirebaseCore/FirebaseCore.h>
#import "FIRAuth.h"
#import "FIRAuthCredential.h"
#import "FIRAuthDataResult.h"
#import "FIRAuthErrors.h"
#import "FIRUser.h"
#import "FIRUserInfo.h"
