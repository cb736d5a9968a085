Wilddog *userLastOnlineRef = [[Wilddog alloc] initWithUrl:@"https://<YOUR-WILDDOG-APP>.wilddogio.com/users/joe/lastOnline"];
[userLastOnlineRef onDisconnectSetValue:kWilddogServerValueTimestamp];
