// Type-check support: makes GNUstep's Foundation behave like Apple's SDK where it matters for
// type-checking (included with `-include` before every file; not part of either SDK interface).
#import <Foundation/Foundation.h>

// GNUstep defines `nil` as `(id)0`: assigning it to a block or a C pointer type would be a false
// error, and it hides nothing Apple's `((void *)0)` catches. Use Apple's definition.
#undef nil
#define nil ((void *)0)

// GNUstep defines NS_UNAVAILABLE as nothing: `[[WDGAuth alloc] init]` would falsely pass.
#undef NS_UNAVAILABLE
#define NS_UNAVAILABLE __attribute__((unavailable))

// GNUstep defines YES/NO as casts, so the boxed literals `@YES`/`@NO` do not parse; Apple uses
// the compiler's boolean literals.
#if __has_feature(objc_bool)
#undef YES
#undef NO
#define YES __objc_yes
#define NO __objc_no
#endif

// Apple's clang reads the pre-Xcode 7 nullability spellings as keywords, and code of the 1.x era
// uses them (`NSError * __nullable error`); elsewhere they are plain identifiers. (`__nonnull` is
// left alone: glibc defines it as a function-like macro for its own headers.)
#ifndef __nullable
#define __nullable _Nullable
#endif
#ifndef __null_unspecified
#define __null_unspecified _Null_unspecified
#endif

// Apple SDK macros the Wilddog headers use and GNUstep lacks.
#ifndef NS_SWIFT_NAME
#define NS_SWIFT_NAME(name) __attribute__((swift_name(#name)))
#endif
#ifndef __deprecated_msg
#define __deprecated_msg(message) __attribute__((deprecated(message)))
#endif

// Apple's Foundation brings libdispatch, whose queues are Objective-C objects under ARC
// (OS_OBJECT_USE_OBJC); GNUstep's does not. Declare the part legacy apps use, as Apple does.
#ifndef DISPATCH_API_VERSION
@protocol OS_dispatch_object <NSObject>
@end
@protocol OS_dispatch_queue <OS_dispatch_object>
@end
typedef NSObject<OS_dispatch_queue> *dispatch_queue_t;
typedef void (^dispatch_block_t)(void);
typedef uint64_t dispatch_time_t;
typedef long dispatch_once_t;
#define DISPATCH_QUEUE_SERIAL NULL
#define DISPATCH_TIME_NOW (0ull)
#define NSEC_PER_SEC 1000000000ull
dispatch_queue_t dispatch_get_main_queue(void);
dispatch_queue_t dispatch_queue_create(const char *label, id attr);
void dispatch_async(dispatch_queue_t queue, dispatch_block_t block);
void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, dispatch_block_t block);
void dispatch_once(dispatch_once_t *predicate, dispatch_block_t block);
dispatch_time_t dispatch_time(dispatch_time_t when, int64_t delta);
#endif
