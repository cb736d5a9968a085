// Type-check support for GNUstep on Linux (not part of either SDK interface).
// GNUstep's headers include the libobjc2 blocks runtime header, which GCC's libobjc lacks;
// type-checking needs only these declarations.
#pragma once
void *_Block_copy(const void *block);
void _Block_release(const void *block);
