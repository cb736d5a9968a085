// WilddogCore (2.x) for Objective-C: `#import <WilddogCore/WilddogCore.h>`.
// The classes are the Swift module's (`@import WilddogCore;` on Apple platforms; the header the
// Swift compiler generates for it when `wilddog-objc-headers` wrote one beside this file). This
// file adds what Swift cannot export to Objective-C: block typedefs the API names.
#import <Foundation/Foundation.h>
#if __has_include("WilddogCore-Swift.h")
#import "WilddogCore-Swift.h"
#else
@import WilddogCore;
#endif

NS_ASSUME_NONNULL_BEGIN

typedef void (^WDGAppVoidBoolCallback)(BOOL success);

NS_ASSUME_NONNULL_END
