// Type-check support for GNUstep on Linux (not part of either SDK interface).
// GCC's <objc/runtime.h> dereferences `id` in an inline function, which clang rejects in
// Objective-C mode; read it with `id` spelled as the struct pointer it is, then restore `id`.
#include <objc/objc.h>
#define id struct objc_object *
#include_next <objc/runtime.h>
#undef id
