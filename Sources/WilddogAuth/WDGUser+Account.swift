import Foundation
internal import WilddogEngine

/// Account changes of a user: email, password, phone, profile, reload, token, deletion.
extension WDGUser {
    /// Changes the account email (sensitive: may need a recent sign-in); refreshes the cache.
    public func updateEmail(_ email: String, completion: WDGUserProfileChangeCallback? = nil) {
        perform({ service, token throws in ((), try service.updateEmail(idToken: token, email: email)) }) {
            completion?($0.failure)
        }
    }

    /// Changes the password (sensitive); other sessions of the account are revoked.
    public func updatePassword(_ password: String, completion: WDGUserProfileChangeCallback? = nil) {
        perform({ service, token throws in ((), try service.updatePassword(idToken: token, password: password)) }) {
            completion?($0.failure)
        }
    }

    /// Changes the account phone number (sensitive); refreshes the cache.
    public func updatePhone(_ phone: String, completion: WDGUserProfileChangeCallback? = nil) {
        perform({ service, token throws in ((), try service.updatePhone(idToken: token, phone: phone)) }) {
            completion?($0.failure)
        }
    }

    /// Fetches the latest user information from the server.
    public func reload(completion: WDGUserProfileChangeCallback? = nil) {
        updateRecord({ service, token throws in try service.reload(idToken: token) }, completion)
    }

    /// Signs in again with `credential` (of this user) to refresh the idToken before sensitive
    /// operations; on failure the user stays signed in.
    public func reauthenticate(with credential: WDGAuthCredential, completion: WDGUserProfileChangeCallback? = nil) {
        let engine = credential.engine
        perform({ service, token throws in
            ((), try service.reauthenticate(idToken: token, credential: engine))
        }) { completion?($0.failure) }
    }

    /// Gets the user's idToken (refreshed first when it has expired).
    ///
    /// The SDK's Swift name: the importer keeps `getTokenWithCompletion:` whole.
    public func getTokenWithCompletion(_ completion: WDGAuthTokenCallback? = nil) {
        perform({ _, token throws in (token, nil) }) { result in
            switch result {
            case .success(let token): completion?(token, nil)
            case .failure(let error): completion?(nil, error)
            }
        }
    }

    /// The name earlier versions of this toolkit gave `getTokenWithCompletion(_:)`; not in the SDK.
    @available(*, deprecated, renamed: "getTokenWithCompletion(_:)")
    public func getToken(completion: WDGAuthTokenCallback? = nil) { getTokenWithCompletion(completion) }

    /// Deletes this account (sensitive); signs out if it is the current user.
    public func delete(completion: WDGUserProfileChangeCallback? = nil) {
        let uid = self.uid, state = self.state
        perform({ service, token throws in try service.deleteUser(idToken: token); return ((), nil) }) { result in
            if case .success = result, state.isCurrent(uid) { state.client.signOut(on: state.channel) }
            completion?(result.failure)
        }
    }

    /// Runs an operation returning the stored account, which then replaces the cached one.
    func updateRecord(_ operation: @escaping @Sendable (any AuthAccountService, String) throws -> AuthUserRecord,
                      _ completion: ((Error?) -> Void)?) {
        perform({ service, token throws in (try operation(service, token), nil) }) { [self] result in
            if case .success(let record) = result { update(record) }
            completion?(result.failure)
        }
    }
}
