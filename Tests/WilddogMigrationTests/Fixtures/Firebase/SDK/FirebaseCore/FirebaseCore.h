// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
// Umbrella header: `#import <FirebaseCore/FirebaseCore.h>` / `@import FirebaseCore;`.
#import "FIRApp.h"
#import "FIROptions.h"
#import "FIRVersion.h"
