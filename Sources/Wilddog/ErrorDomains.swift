/// `NSError.domain` of every error from data operations; codes are `WilddogError` raw values.
public let WilddogErrorDomain: String = "com.wilddog"

/// `NSError.domain` of every error passed to the auth blocks; codes are `WAuthenticationError` raw values.
public let WAuthenticationErrorDomain: String = "com.wilddog.authentication"
