// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
// Umbrella header: `#import <WilddogAuth/WilddogAuth.h>` (also brings WilddogCore).
#import <WilddogCore/WilddogCore.h>
#import "WDGAuth.h"
#import "WDGUser.h"
#import "WDGUserInfo.h"
#import "WDGAuthCredential.h"
#import "WDGAuthProviders.h"
#import "WDGAuthErrors.h"
