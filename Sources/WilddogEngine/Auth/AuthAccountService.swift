import Foundation

/// The account operations the client side asks of an app's backend: sign-in and sign-up with
/// every method, tokens, account changes, recovery and verification flows, and the 1.x calls.
///
/// `AuthClient` runs them on its queue and the facades adapt their results; the embedded
/// backend's `AuthService` implements them in process, an HTTP client can implement them for a
/// routed app. Admin operations (the outbox, disabling, revoking, minting) are not part of it.
/// Every operation is synchronous and throws `AuthServiceError`.
package protocol AuthAccountService: AnyObject, Sendable {
    // MARK: Sign-up and sign-in

    /// Creates an email/password account without signing in (1.x `createUser`).
    func createUser(email: String, password: String) throws(AuthServiceError) -> AuthUserRecord
    /// Creates an email/password account and signs it in (2.x `createUser(withEmail:password:)`).
    func createUserAndSignIn(email: String, password: String) throws(AuthServiceError) -> AuthSession
    /// Creates a phone/password account and signs it in (2.x `createUser(withPhone:password:)`).
    func createUserAndSignIn(phone: String, password: String) throws(AuthServiceError) -> AuthSession
    func signIn(email: String, password: String) throws(AuthServiceError) -> AuthSession
    func signIn(phone: String, password: String) throws(AuthServiceError) -> AuthSession
    /// Signs in with a password or OAuth credential (1.x OAuth logins pass `OAuthCredential.legacy`).
    func signIn(with credential: AuthCredential) throws(AuthServiceError) -> AuthSession
    func signInAnonymously() throws(AuthServiceError) -> AuthSession
    /// Signs in with a custom token, the app secret (1.x admin) or an unexpired ID token of the app.
    func signIn(customToken: String) throws(AuthServiceError) -> AuthSession
    /// The provider ids of the account with `email` ([] when none).
    func fetchProviders(forEmail email: String) throws(AuthServiceError) -> [String]

    // MARK: Tokens

    /// The server and namespace a remote service signs in to; nil for an in-process one. The
    /// client keeps a remote session on the device (with persistence on) and refreshes its ID
    /// token ahead of expiry, as the SDKs do; an in-process session lives with its backend.
    var remoteScope: String? { get }

    /// A new ID token for the session of `refreshToken`.
    func refresh(refreshToken: String) throws(AuthServiceError) -> AuthSession
    /// Succeeds when the backend's data server still accepts `token` (an ID token or the app
    /// secret); the client then presents it again instead of refreshing.
    func validateToken(_ token: String) throws(AuthServiceError)
    /// The backend's time, by which the client judges whether a session has expired.
    func now() -> Date

    // MARK: The signed-in account

    func reload(idToken: String) throws(AuthServiceError) -> AuthUserRecord
    func updateEmail(idToken: String, email: String) throws(AuthServiceError) -> AuthSession
    func updatePassword(idToken: String, password: String) throws(AuthServiceError) -> AuthSession
    func updatePhone(idToken: String, phone: String) throws(AuthServiceError) -> AuthSession
    func updateProfile(idToken: String, _ update: AuthProfileUpdate) throws(AuthServiceError) -> AuthUserRecord
    func reauthenticate(idToken: String, credential: AuthCredential) throws(AuthServiceError) -> AuthSession
    func link(idToken: String, credential: AuthCredential) throws(AuthServiceError) -> AuthSession
    func unlink(idToken: String, providerID: String) throws(AuthServiceError) -> AuthUserRecord
    func deleteUser(idToken: String) throws(AuthServiceError)

    // MARK: Recovery and verification

    func sendPasswordResetEmail(email: String) throws(AuthServiceError)
    /// The email a password-reset oob code belongs to, without using it.
    func verifyPasswordResetCode(_ oobCode: String) throws(AuthServiceError) -> String
    func confirmPasswordReset(oobCode: String, newPassword: String) throws(AuthServiceError)
    func sendPasswordResetSMS(phone: String) throws(AuthServiceError)
    func confirmPasswordResetSMS(phone: String, code: String, newPassword: String) throws(AuthServiceError)
    func sendEmailVerification(idToken: String) throws(AuthServiceError)
    func applyEmailVerification(oobCode: String) throws(AuthServiceError) -> AuthUserRecord
    func sendPhoneVerification(idToken: String) throws(AuthServiceError)
    func verifyPhone(idToken: String, code: String) throws(AuthServiceError) -> AuthUserRecord

    // MARK: 1.x account calls (email and password instead of a signed-in user)

    func legacyRemoveUser(email: String, password: String) throws(AuthServiceError)
    func legacyChangePassword(email: String, oldPassword: String, newPassword: String) throws(AuthServiceError)
    func legacyChangeEmail(email: String, password: String, newEmail: String) throws(AuthServiceError)
}

extension AuthAccountService {
    package var remoteScope: String? { nil }
}
