// Wilddog 1.x for Objective-C: `#import <Wilddog/Wilddog.h>`.
// The classes are the Swift module's (`@import Wilddog;` on Apple platforms; the header the Swift
// compiler generates for it when `wilddog-objc-headers` wrote one beside this file). This file
// adds what Swift cannot export to Objective-C: the macro constant and typedefs.
#import <Foundation/Foundation.h>
#if __has_include("Wilddog-Swift.h")
#import "Wilddog-Swift.h"
#else
@import Wilddog;
#endif

/// Server-timestamp placeholder.
#define kWilddogServerValueTimestamp @{ @".sv": @"timestamp" }

/// Identifies one observer registration (`observeEventType:withBlock:` …, `observeAuthEventWithBlock:`).
typedef int64_t WilddogHandle;

/// `NSError.domain` of errors from data operations, and of the auth blocks (values: the Swift constants).
extern NSString *const WilddogErrorDomain;
extern NSString *const WAuthenticationErrorDomain;
