//QQ登录
[self.wilddog authWithOAuthProvider:@"qq" parameters:@{@"access_token":_tencentOAuth.accessToken,@"openId":_tencentOAuth.openId} withCompletionBlock:^(NSError *error, WAuthData *authData) {
              
}]; 
