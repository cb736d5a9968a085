// The module `WilddogAuth` of module.modulemap: the prefix header, then the SDK umbrella header.
#include "../Prefix.h"
#import <WilddogAuth/WilddogAuth.h>
