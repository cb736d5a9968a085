#import <WilddogSync/WilddogSync.h>

  NSDictionary *alanisawesome = @{
      @"full_name" : @"Alan Turing",
      @"date_of_birth": @"June 23, 1912"
  };
  NSDictionary *gracehop = @{
      @"full_name" : @"Grace Hopper",
      @"date_of_birth": @"December 9, 1906"
  };
  WDGSyncReference *usersRef = [ref child: @"users"];
  NSDictionary *users = @{
      @"alanisawesome": alanisawesome,
      @"gracehop": gracehop
  };
  [usersRef setValue: users];
