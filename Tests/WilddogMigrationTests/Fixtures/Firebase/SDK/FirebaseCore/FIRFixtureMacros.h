// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
// The Apple SDK macros the Firebase headers use, for the two Linux type-checks: clang with GNUstep's
// Foundation (which lacks some of them) and the Swift compiler's Objective-C import under the mock SDK
// of `wilddog-objc-headers` (which has none). Each is defined only when missing, as Apple defines it.
#import <Foundation/Foundation.h>

#ifndef NS_ASSUME_NONNULL_BEGIN
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#endif
#ifndef __nullable
#define __nullable _Nullable
#endif
#ifndef NS_SWIFT_NAME
#define NS_SWIFT_NAME(name) __attribute__((swift_name(#name)))
#endif
#ifndef NS_SWIFT_UNAVAILABLE
#define NS_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message = _msg)))
#endif
#ifndef NS_DESIGNATED_INITIALIZER
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#endif
#ifndef NS_UNAVAILABLE
#define NS_UNAVAILABLE __attribute__((unavailable))
#endif
#ifndef DEPRECATED_MSG_ATTRIBUTE
#define DEPRECATED_MSG_ATTRIBUTE(_msg) __attribute__((deprecated(_msg)))
#endif
#ifndef NS_ENUM
#define NS_ENUM(type, name) enum __attribute__((enum_extensibility(open))) name : type name; enum __attribute__((enum_extensibility(open))) name : type
#endif
