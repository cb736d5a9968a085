[[[_ref child:@"users"] child:user.uid] setValue:@{@"username": username}];
