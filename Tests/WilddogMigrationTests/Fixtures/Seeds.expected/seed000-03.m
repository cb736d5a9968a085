//QQ登录
#import <WilddogAuth/WilddogAuth.h>

[[WDGAuth auth] signInWithCredential:[WDGQQAuthProvider credentialWithAccessToken:_tencentOAuth.accessToken] completion:^(WDGUser *authData, NSError *error) {
              
}]; 
