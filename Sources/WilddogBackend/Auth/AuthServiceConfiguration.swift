import Foundation
import WilddogEngine

/// Everything an app's auth service takes from outside: secret, switches, clock, randomness.
package struct AuthServiceConfiguration: Sendable {
    /// Default ID token lifetime: one hour.
    package static let defaultIDTokenLifetime: TimeInterval = 3600
    /// Default window after a sign-in in which sensitive operations are allowed: five minutes.
    package static let defaultRecentSignInWindow: TimeInterval = 300
    /// Default lifetime of an email oob code (password reset, verification): one hour.
    package static let defaultOobCodeLifetime: TimeInterval = 3600
    /// Default lifetime of an SMS code: ten minutes.
    package static let defaultSMSCodeLifetime: TimeInterval = 600

    /// PBKDF2 iteration counts the service accepts (libcrypto takes a 32-bit count; ten
    /// million already costs seconds per sign-in).
    package static let validPasswordHashIterations = 1...10_000_000
    /// ID token lifetimes the service accepts, in seconds: one second to ten years.
    package static let validIDTokenLifetimes: ClosedRange<TimeInterval> = 1...(10 * 365 * 86_400)
    /// Clock readings the backend accepts, in seconds since 1970: up to the end of year 9999.
    package static let validClockReadings: ClosedRange<TimeInterval> = 0...253_402_300_799

    /// The app's super secret: signs custom tokens and, used as a token itself, signs in as admin.
    package var appSecret: String
    /// The sign-in methods switched on (all by default).
    package var enabledSignInMethods: Set<AuthSignInMethod>
    /// Checks QQ / WeiXin / Weibo credentials.
    package var oauthVerifier: any OAuthVerifier
    /// The service's notion of now (token times, code expiry, credential age).
    package var clock: @Sendable () -> Date
    /// Source of salts, uids, refresh tokens and codes.
    package var randomSource: any AuthRandomSource
    package var idTokenLifetime: TimeInterval
    /// Sensitive operations (update email / password / phone, unlink, delete) need a sign-in
    /// (or reauthentication) at most this long ago, else `credentialTooOld`.
    package var recentSignInWindow: TimeInterval
    /// How new passwords are hashed (scrypt where the platform has it).
    package var passwordScheme: AuthPasswordScheme
    /// Failed password sign-ins allowed per account (email or phone, whether or not an account
    /// has it) before `tooManyAttempts`.
    package var signInThrottle: AuthThrottlePolicy
    /// RS256 keys of ID tokens; nil signs them with HS256 under a key derived from the app secret.
    package var idTokenKeys: AuthIDTokenKeys?
    /// The app's service account: custom tokens signed with its key (RS256, as Firebase's
    /// Admin SDK mints them) are accepted besides those signed with the app secret.
    package var serviceAccount: AuthServiceAccount?
    package var oobCodeLifetime: TimeInterval
    package var smsCodeLifetime: TimeInterval

    /// A configuration with every method enabled and production defaults.
    ///
    /// - Parameter appSecret: the app secret; nil draws a random 40-character one.
    package init(
        appSecret: String? = nil,
        enabledSignInMethods: Set<AuthSignInMethod> = Set(AuthSignInMethod.allCases),
        oauthVerifier: any OAuthVerifier = OAuthEmulatorVerifier(),
        clock: @escaping @Sendable () -> Date = { Date() },
        randomSource: any AuthRandomSource = AuthSystemRandomSource(),
        idTokenLifetime: TimeInterval = defaultIDTokenLifetime,
        recentSignInWindow: TimeInterval = defaultRecentSignInWindow,
        passwordScheme: AuthPasswordScheme = .platformDefault,
        signInThrottle: AuthThrottlePolicy = .accountDefault,
        idTokenKeys: AuthIDTokenKeys? = nil,
        serviceAccount: AuthServiceAccount? = nil,
        oobCodeLifetime: TimeInterval = defaultOobCodeLifetime,
        smsCodeLifetime: TimeInterval = defaultSMSCodeLifetime
    ) {
        // 40 characters from the source; should it fail, 40 base64url characters from the system.
        self.appSecret = appSecret ?? (try? randomSource.alphanumeric(length: 40))
            ?? Crypto.base64URLEncode(Crypto.randomBytes(count: 30))
        self.enabledSignInMethods = enabledSignInMethods
        self.oauthVerifier = oauthVerifier
        self.clock = clock
        self.randomSource = randomSource
        self.idTokenLifetime = idTokenLifetime
        self.recentSignInWindow = recentSignInWindow
        self.passwordScheme = passwordScheme
        self.signInThrottle = signInThrottle
        self.idTokenKeys = idTokenKeys
        self.serviceAccount = serviceAccount
        self.oobCodeLifetime = oobCodeLifetime
        self.smsCodeLifetime = smsCodeLifetime
    }

    /// PBKDF2 iterations: setting it makes new passwords hashed with PBKDF2 at that count (a
    /// test speed knob); reading it gives the PBKDF2 count in use, else the PBKDF2 default.
    package var passwordHashIterations: Int {
        get {
            if case .pbkdf2(let iterations) = passwordScheme { return iterations }
            return AuthPasswordHasher.defaultIterations
        }
        set { passwordScheme = .pbkdf2(iterations: newValue) }
    }
}
