import Foundation
import WilddogBackend

/// How `wilddog-server` serves accounts (the Identity Toolkit REST API): the default
/// namespace, enumeration protection, the OAuth verifier, throttles, password hashing, token
/// lifetime and clock.
package struct AuthServerConfiguration: Sendable {
    /// The namespace of auth requests that name none (no `ns`, no Host label, no `key` naming a
    /// namespace); nil: the server's only namespace, when it has exactly one.
    package var defaultNamespace: String?
    /// Firebase's email enumeration protection: a wrong password and an unknown account both
    /// answer `INVALID_LOGIN_CREDENTIALS`, a reset for an unknown email answers as for a known
    /// one, and `createAuthUri` lists no providers.
    package var emailEnumerationProtection = true
    /// Checks QQ / WeiXin / Weibo credentials; the default accepts only test credentials
    /// (`OAuthTestCredentialVerifier`: a token `test:<user id>`).
    package var oauthVerifier: any OAuthVerifier = OAuthTestCredentialVerifier()
    /// Failed password sign-ins allowed per account.
    package var accountThrottle: AuthThrottlePolicy = .accountDefault
    /// Failed sign-ins (passwords, custom tokens, OAuth credentials) allowed per client address.
    package var addressThrottle: AuthThrottlePolicy = .addressDefault
    package var passwordScheme: AuthPasswordScheme = .platformDefault
    package var idTokenLifetime: TimeInterval = AuthServiceConfiguration.defaultIDTokenLifetime
    /// The accounts' clock (token times, code expiry, throttles); tests move it.
    package var clock: @Sendable () -> Date = { Date() }

    package init() {}
}
