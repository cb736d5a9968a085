// The module `WilddogCore` of Modules/module.modulemap: the prefix header, then the SDK umbrella header.
#include "../Prefix.h"
#import <WilddogCore/WilddogCore.h>
