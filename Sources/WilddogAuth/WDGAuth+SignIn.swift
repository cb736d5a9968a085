import Foundation
internal import WilddogEngine

/// Creating users and signing in: every success makes the user current (listeners are told)
/// before the completion gets `(user, nil)`.
extension WDGAuth {
    /// Looks up all login methods of the user with `email` ([] when there is no such user).
    public func fetchProviders(forEmail email: String, completion: WDGProviderQueryCallback? = nil) {
        run({ service throws in try service.fetchProviders(forEmail: email) }) { result in
            switch result {
            case .success(let providers): completion?(providers, nil)
            case .failure(let error): completion?(nil, error)
            }
        }
    }

    /// Signs in with email and password.
    public func signIn(withEmail email: String, password: String, completion: WDGAuthResultCallback? = nil) {
        signIn({ service throws in try service.signIn(email: email, password: password) }, completion)
    }

    /// Signs in with phone number and password.
    public func signIn(withPhone phone: String, password: String, completion: WDGAuthResultCallback? = nil) {
        signIn({ service throws in try service.signIn(phone: phone, password: password) }, completion)
    }

    /// Signs in with a credential from a provider factory.
    public func signIn(with credential: WDGAuthCredential, completion: WDGAuthResultCallback? = nil) {
        let engine = credential.engine
        signIn({ service throws in try service.signIn(with: engine) }, completion)
    }

    /// Signs in as a new anonymous user: a signed-in anonymous user is replaced; any other
    /// user is signed out first (listeners get nil), even if the anonymous sign-in then fails.
    public func signInAnonymously(completion: WDGAuthResultCallback? = nil) {
        state.client.signOutUnlessAnonymous(on: state.channel)
        signIn({ service throws in try service.signInAnonymously() }, completion)
    }

    /// Signs in with a custom token generated from the app's secret (server SDK).
    ///
    /// The raw app secret, which 1.x accepted as a token, opens no account: it is rejected
    /// with 22004 `invalidToken`.
    public func signIn(withCustomToken token: String, completion: WDGAuthResultCallback? = nil) {
        signIn({ service throws in
            let session = try service.signIn(customToken: token)
            guard session.user != nil else {
                throw AuthServiceError.invalidToken(detail: "the app secret is not a custom token; mint one with the server SDK")
            }
            return session
        }, completion)
    }

    /// Creates an email/password user and signs it in.
    public func createUser(withEmail email: String, password: String, completion: WDGAuthResultCallback? = nil) {
        signIn({ service throws in try service.createUserAndSignIn(email: email, password: password) }, completion)
    }

    /// Creates a phone/password user and signs it in.
    public func createUser(withPhone phone: String, password: String, completion: WDGAuthResultCallback? = nil) {
        signIn({ service throws in try service.createUserAndSignIn(phone: phone, password: password) }, completion)
    }

    // MARK: Helpers

    /// Runs a sign-in and reports `(user, error)`.
    func signIn(_ operation: @escaping @Sendable (any AuthAccountService) throws -> AuthSession,
                _ completion: WDGAuthResultCallback?) {
        if let error = state.deletedAppError {
            return report(error, completion.map { completion in { completion(nil, $0) } })
        }
        let state = self.state
        state.client.signIn(operation, on: state.channel) { result in
            switch result {
            case .success(let session):
                completion?(state.user(for: session), nil)
            case .failure(let error):
                let nsError = AuthError.make(error)
                if let completion { completion(nil, nsError) } else { EngineLog.warn("sign-in failed: \(error)") }
            }
        }
    }

    /// Runs an operation without a session change; failures are `NSError`s of the Auth domain.
    func run<T>(_ operation: @escaping @Sendable (any AuthAccountService) throws -> T,
                _ completion: @escaping (Result<T, NSError>) -> Void) {
        if let error = state.deletedAppError {
            return state.callBack { completion(.failure(error)) }
        }
        state.client.run(operation, on: state.channel) { result in completion(result.mapError(AuthError.make)) }
    }

    /// Delivers a facade-made error to `completion` on the callback queue, or logs it.
    func report(_ error: NSError, _ completion: ((NSError) -> Void)?) {
        guard let completion else { return EngineLog.warn(error.localizedDescription) }
        state.callBack { completion(error) }
    }
}
