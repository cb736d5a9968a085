#import <WilddogSync/WilddogSync.h>

WDGSyncReference *alanRef = [usersRef child: @"alanisawesome"];
[alanRef setValue: alanisawesome];

WDGSyncReference *hopperRef = [usersRef child: @"gracehop"];
[hopperRef setValue: gracehop];
