// WilddogSync (2.x) for Objective-C: `#import <WilddogSync/WilddogSync.h>` (also brings WilddogCore).
// The classes are the Swift module's (`@import WilddogSync;` on Apple platforms; the header the
// Swift compiler generates for it when `wilddog-objc-headers` wrote one beside this file). This
// file adds what Swift cannot export to Objective-C: typedefs and NSString constants.
#import <Foundation/Foundation.h>
#import <WilddogCore/WilddogCore.h>
#if __has_include("WilddogSync-Swift.h")
#import "WilddogSync-Swift.h"
#else
@import WilddogSync;
#endif

NS_ASSUME_NONNULL_BEGIN

/// Identifies one observer registration (`observeEventType:withBlock:` …, `removeObserverWithHandle:`).
typedef int64_t WDGSyncHandle;

/// `NSError.domain` of every error from Sync operations (values: WilddogSync's Swift constants).
extern NSString *const WDGSyncErrorDomain;
/// `userInfo` key of the error code (`NSNumber`).
extern NSString *const WDGSyncErrorCodeKey;

NS_ASSUME_NONNULL_END
