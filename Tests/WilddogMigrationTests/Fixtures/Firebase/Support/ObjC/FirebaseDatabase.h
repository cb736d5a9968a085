// The module `FirebaseDatabase` of module.modulemap: the prefix header, then the SDK umbrella header.
#include "../../../ObjC/Support/Prefix.h"
#import <FirebaseDatabase/FirebaseDatabase.h>
