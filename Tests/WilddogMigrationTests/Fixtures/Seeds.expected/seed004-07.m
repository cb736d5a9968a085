#import <WilddogSync/WilddogSync.h>

WDGSyncReference *hopperRef = [usersRef child: @"gracehop"];

NSDictionary *nickname = @{
    @"nickname": @"Amazing Grace",
};

[hopperRef updateChildValues: nickname];
