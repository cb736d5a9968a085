[[[[_ref child:@"users"] child:user.uid] child:@"username"] setValue:username];
    
