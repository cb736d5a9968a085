// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
// Umbrella header: `#import <WilddogCore/WilddogCore.h>`.
#import "WDGApp.h"
#import "WDGOptions.h"
