import WilddogAuth

/// Sign-in, sign-out and auth-state listeners through the 2.x API.
extension NewDriver {
    func authenticate(_ request: AuthRequest, done: @escaping @Sendable () -> Void) {
        let recorder = recorder, name = request.name
        var alias: String?
        if case .createUser(_, _, let name) = request { alias = name }
        let result: WDGAuthResultCallback = { [alias] user, error in
            if let user { recorder.noteUser(user.uid, alias: alias) }
            recorder.record(.auth, .authResult(operation: name, arguments: [AuthArgument(user), AuthArgument(error: error, Self.generation)]))
            done()
        }
        switch request {
        case .createUser(let email, let password, _): auth.createUser(withEmail: email, password: password, completion: result)
        case .signIn(let email, let password): auth.signIn(withEmail: email, password: password, completion: result)
        case .anonymous: auth.signInAnonymously(completion: result)
        case .customToken(let token): auth.signIn(withCustomToken: token, completion: result)
        case .oauth(let provider, let token, let userID):
            let credential: WDGAuthCredential
            switch provider {
            case "qq": credential = WDGQQAuthProvider.credential(withAccessToken: token)
            case "weibo": credential = WDGWeiboAuthProvider.credential(withAccessToken: token, userID: userID)
            default: credential = WDGWeiXinAuthProvider.credential(withCode: token)
            }
            auth.signIn(with: credential, completion: result)
        case .passwordReset(let email):
            auth.sendPasswordReset(withEmail: email) { error in
                recorder.record(.auth, .authResult(operation: name, arguments: [AuthArgument(error: error, Self.generation)]))
                done()
            }
        }
    }

    func signOut() -> Outcome {
        do {
            try auth.signOut()
            return .ok
        } catch {
            return Outcome(error, Self.generation)
        }
    }

    func observeAuth(_ label: String) {
        let recorder = recorder
        let registered = auth
        let handle = auth.addStateDidChangeListener { auth, user in
            // The listener's first argument must be the WDGAuth it was registered on.
            let first: AuthArgument = auth === registered ? .auth : .error(.unknown)
            recorder.record(.auth, .authState(label: label, arguments: [first, AuthArgument(user)]))
        }
        recorder.record(.direct, .handle(label: label, type: declaredType(of: [handle])))
        authObservers[label] = handle
    }

    func stopObservingAuth(_ label: String) {
        if let handle = authObservers.removeValue(forKey: label) { auth.removeStateDidChangeListener(handle) }
    }

    func currentUser() -> AuthArgument { AuthArgument(auth.currentUser) }

    func authRoundTrip(_ done: @escaping @Sendable () -> Void) {
        // The listener's first call is queued behind every auth callback queued before it.
        let handle = auth.addStateDidChangeListener { _, _ in done() }
        auth.removeStateDidChangeListener(handle)
    }
}

private extension AuthArgument {
    /// A 2.x result or listener user.
    init(_ user: WDGUser?) {
        self = user.map { .user(uid: $0.uid, provider: $0.providerID) } ?? .none
    }
}
