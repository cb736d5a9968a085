Wilddog *hopperRef = [usersRef childByAppendingPath: @"gracehop"];

NSDictionary *nickname = @{
    @"nickname": @"Amazing Grace",
};

[hopperRef updateChildValues: nickname];
