import Wilddog

/// Sign-in, sign-out and auth-state listeners through the 1.x API.
extension LegacyDriver {
    func authenticate(_ request: AuthRequest, done: @escaping @Sendable () -> Void) {
        let recorder = recorder, name = request.name
        let login: (Error?, WAuthData?) -> Void = { error, authData in
            if let authData { recorder.noteUser(authData.uid) }
            recorder.record(.auth, .authResult(operation: name, arguments: [AuthArgument(error: error, Self.generation),
                                                                           AuthArgument(authData)]))
            done()
        }
        switch request {
        case .createUser(let email, let password, let alias):
            root.createUser(email, password: password, withValueCompletionBlock: { error, result in
                let uid = result?["uid"] as? String
                if let uid { recorder.noteUser(uid, alias: alias) }
                recorder.record(.auth, .authResult(operation: name, arguments: [AuthArgument(error: error, Self.generation),
                                                                               uid.map { .account(uid: $0) } ?? .none]))
                done()
            })
        case .signIn(let email, let password): root.authUser(email, password: password, withCompletionBlock: login)
        case .anonymous: root.authAnonymouslyWithCompletionBlock(login)
        case .customToken(let token): root.authWithCustomToken(token, withCompletionBlock: login)
        case .oauth(let provider, let token, let userID):
            let parameters: [AnyHashable: Any]
            switch provider {
            case "qq": parameters = ["access_token": token, "openId": userID]
            case "weibo": parameters = ["access_token": token, "userID": userID]
            default: parameters = ["code": token]
            }
            root.authWithOAuthProvider(provider, parameters: parameters, withCompletionBlock: login)
        case .passwordReset(let email):
            root.resetPasswordForUser(email) { error in
                recorder.record(.auth, .authResult(operation: name, arguments: [AuthArgument(error: error, Self.generation)]))
                done()
            }
        }
    }

    func signOut() -> Outcome {
        root.unauth()
        return .ok
    }

    func observeAuth(_ label: String) {
        let recorder = recorder
        let handle = root.observeAuthEventWithBlock { authData in
            recorder.record(.auth, .authState(label: label, arguments: [AuthArgument(authData)]))
        }
        recorder.record(.direct, .handle(label: label, type: declaredType(of: [handle])))
        authObservers[label] = handle
    }

    func stopObservingAuth(_ label: String) {
        if let handle = authObservers.removeValue(forKey: label) { root.removeAuthEventObserverWithHandle(handle) }
    }

    func currentUser() -> AuthArgument { AuthArgument(root.authData) }

    func authRoundTrip(_ done: @escaping @Sendable () -> Void) {
        // The listener's first call is queued behind every auth callback queued before it.
        let handle = root.observeAuthEventWithBlock { _ in done() }
        root.removeAuthEventObserverWithHandle(handle)
    }
}

private extension AuthArgument {
    /// A 1.x login result or auth-state argument.
    init(_ authData: WAuthData?) {
        self = authData.map { .user(uid: $0.uid, provider: $0.provider) } ?? .none
    }
}
