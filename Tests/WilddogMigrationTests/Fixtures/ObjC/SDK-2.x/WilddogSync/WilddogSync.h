// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
// Umbrella header: `#import <WilddogSync/WilddogSync.h>` (also brings WilddogCore).
#import <WilddogCore/WilddogCore.h>
#import "WDGSync.h"
#import "WDGSyncQuery.h"
#import "WDGSyncReference.h"
#import "WDGDataSnapshot.h"
#import "WDGMutableData.h"
#import "WDGTransactionResult.h"
#import "WDGDataEventType.h"
#import "WDGServerValue.h"
#import "WDGSyncErrors.h"
