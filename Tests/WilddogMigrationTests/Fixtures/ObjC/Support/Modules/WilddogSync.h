// The module `WilddogSync` of Modules/module.modulemap: the prefix header, then the SDK umbrella header.
#include "../Prefix.h"
#import <WilddogSync/WilddogSync.h>
