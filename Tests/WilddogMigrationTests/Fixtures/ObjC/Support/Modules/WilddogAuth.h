// The module `WilddogAuth` of Modules/module.modulemap: the prefix header, then the SDK umbrella header.
#include "../Prefix.h"
#import <WilddogAuth/WilddogAuth.h>
