//微博登录
#import <WilddogAuth/WilddogAuth.h>

[[WDGAuth auth] signInWithCredential:[WDGWeiboAuthProvider credentialWithAccessToken:wbResponse.accessToken userID:wbResponse.userID] completion:^(WDGUser *authData, NSError *error) {

}];
