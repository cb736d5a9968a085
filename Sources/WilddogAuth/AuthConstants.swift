/// Name of the `NotificationCenter` notification posted (object = the app's `WDGAuth`) whenever
/// the auth state changes: sign-in, sign-out, new token.
public let WDGAuthStateDidChangeNotification: String = "WDGAuthStateDidChangeNotification"

/// providerID of email+password and phone+password logins.
public let WDGWilddogAuthProviderID: String = "password"

/// providerID of email+password logins.
public let WDGEmailPasswordAuthProviderID: String = "password"

/// providerID of QQ logins.
public let WDGQQAuthProviderID: String = "qq"

/// providerID of WeiXin logins.
public let WDGWeiXinAuthProviderID: String = "weixin"

/// providerID of Sina Weibo logins.
public let WDGSinaAuthProviderID: String = "weibo"
