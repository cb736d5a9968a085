import Foundation

/// Sign-in, create and link result: `(user, error)`, exactly one non-nil (1.x passed `(error, authData)`).
public typealias WDGAuthResultCallback = (WDGUser?, Error?) -> Void

/// Login methods of an email ("password", "qq", "weixin", "weibo", "custom", "anonymous") or an error.
public typealias WDGProviderQueryCallback = ([String]?, Error?) -> Void

/// Result of sending an SMS code; nil = success.
public typealias WDGSendSmsResultCallback = (Error?) -> Void

/// Result of the email/phone password-reset calls; nil = success.
public typealias WDGSendPasswordResetCallback = (Error?) -> Void

/// Opaque handle of an auth-state listener, for `removeStateDidChangeListener(_:)`.
public typealias WDGAuthStateDidChangeListenerHandle = any NSObjectProtocol

/// Auth-state listener: the `WDGAuth` and the current user (nil = signed out).
public typealias WDGAuthStateDidChangeListenerBlock = (WDGAuth, WDGUser?) -> Void

/// `(idToken, error)`; exactly one is non-nil.
public typealias WDGAuthTokenCallback = (String?, Error?) -> Void

/// Result of user updates, reload, reauthenticate and delete; nil = success.
public typealias WDGUserProfileChangeCallback = (Error?) -> Void

/// Result of sending the verification email.
public typealias WDGSendEmailVerificationCallback = (Error?) -> Void

/// Result of sending the phone verification SMS.
public typealias WDGSendPhoneVerificationCallback = (Error?) -> Void

/// Result of verifying the SMS code.
public typealias WDGVerifyPhoneCallback = (Error?) -> Void
