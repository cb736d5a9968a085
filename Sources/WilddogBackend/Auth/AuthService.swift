import Foundation
import WilddogEngine

/// The auth backend of one app id: users, sign-in, tokens, codes and the outbox.
///
/// Every operation is synchronous and returns its result or throws an `AuthServiceError`;
/// the facades run them off their callback queue and adapt results and codes. State lives in
/// a `Lock`, so the service can be shared by every app of the process that uses the app id.
/// OAuth verifiers are called without the lock held; password hashing runs under it (tens of
/// milliseconds at the default scrypt cost, on a service shared by one app id only).
package final class AuthService: Sendable {
    package let appID: String
    /// All mutable state; internal so that the `AuthService+…` files can reach it.
    let store: Lock<AuthStore>
    /// Told (outside the lock) whenever tokens may have stopped being valid.
    private let revocationHandler = Lock<(@Sendable () -> Void)?>(nil)

    /// A service for `appID` with an empty user store.
    package init(appID: String, configuration: AuthServiceConfiguration = AuthServiceConfiguration()) {
        self.appID = appID
        store = Lock(AuthStore(appID: appID, configuration: configuration))
    }

    /// The current configuration.
    package var configuration: AuthServiceConfiguration {
        store.withLock { $0.configuration }
    }

    /// Changes the configuration (secret, enabled methods, verifier, clock, lifetimes).
    ///
    /// A new app secret invalidates every token signed with the old one.
    package func updateConfiguration(_ body: (inout AuthServiceConfiguration) -> Void) {
        let revoked = store.withLock { store in
            let before = store.revocations
            store.updateConfiguration(body)
            return store.revocations != before
        }
        if revoked { notifyRevocation() }
    }

    /// Registers who must hear that tokens were revoked, accounts disabled or deleted, or the
    /// app secret changed (the embedded server, which re-checks its connections).
    package func setRevocationHandler(_ handler: @escaping @Sendable () -> Void) {
        revocationHandler.withLock { $0 = handler }
    }

    /// Runs `body` on the store under the lock; what it changed is written to the persistence
    /// (if any) before the lock is released, and revocations it made are announced after.
    ///
    /// - Throws: `failure` once the persistence has failed (the service then stops serving:
    ///   what it holds may differ from what is stored).
    func locked<T: Sendable>(_ body: (inout AuthStore) throws(AuthServiceError) -> T) throws(AuthServiceError) -> T {
        let (result, revoked) = store.withLock { store -> (Result<T, AuthServiceError>, Bool) in
            if let failure = store.persistenceFailure {
                return (.failure(.failure(detail: "the account store failed: \(failure)")), false)
            }
            let before = store.revocations
            let result: Result<T, AuthServiceError>
            do throws(AuthServiceError) {
                result = .success(try body(&store))
            } catch {
                result = .failure(error)
            }
            if let persistence = store.persistence, !store.changed.isEmpty {
                let changes = store.takeChanges()
                do {
                    try persistence.write(changes)
                } catch {
                    store.persistenceFailure = "\(error)"
                    return (.failure(.failure(detail: "the account store failed: \(error)")), store.revocations != before)
                }
            } else {
                store.changed = AuthStoredKeys()
            }
            return (result, store.revocations != before)
        }
        if revoked { notifyRevocation() }
        return try result.get()
    }

    /// Keeps accounts, sessions and codes in `persistence` from now on, starting from `state`
    /// (what it holds; replaces what the service has).
    /// - Throws: `failure` when `state` cannot be read (nothing changes).
    package func setPersistence(_ persistence: (any AuthPersistence)?, restoring state: AuthStoredState) throws(AuthServiceError) {
        try store.withLock { store throws(AuthServiceError) in
            try store.restore(state)
            store.persistence = persistence
            store.persistenceFailure = nil
        }
    }

    private func notifyRevocation() {
        revocationHandler.withLock { $0 }?()
    }

    /// Checks an OAuth credential with the configured verifier, outside the lock.
    func resolve(_ credential: AuthCredential) throws(AuthServiceError) -> AuthResolvedCredential {
        switch credential {
        case .emailPassword(let email, let password): return .emailPassword(email: email, password: password)
        case .phonePassword(let phone, let password): return .phonePassword(phone: phone, password: password)
        case .oauth(let oauth):
            let verifier = try locked { store throws(AuthServiceError) in try store.oauthVerifier(for: oauth.providerID) }
            let identity = try verifier.verify(oauth)
            guard identity.providerID == oauth.providerID, !identity.subject.isEmpty else {
                throw .providerError(detail: "the verifier returned an identity of another provider or no subject")
            }
            return .oauth(identity)
        }
    }
}
