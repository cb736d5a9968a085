// The module `Wilddog` of Modules/module.modulemap: the prefix header, then the SDK umbrella header.
#include "../Prefix.h"
#import <Wilddog/Wilddog.h>
