Wilddog *alanRef = [usersRef childByAppendingPath: @"alanisawesome"];
[alanRef setValue: alanisawesome];

Wilddog *hopperRef = [usersRef childByAppendingPath: @"gracehop"];
[hopperRef setValue: gracehop];
