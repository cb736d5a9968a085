// The module `FirebaseAuth` of module.modulemap: the prefix header, then the SDK umbrella header.
#include "../../../ObjC/Support/Prefix.h"
#import <FirebaseAuth/FirebaseAuth.h>
