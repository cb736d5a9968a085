// The module `ObjectiveC` of module.modulemap: GNUstep's Foundation through the prefix header.
#include "../Prefix.h"
