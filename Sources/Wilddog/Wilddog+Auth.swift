import Foundation
internal import WilddogEngine

/// 1.x authentication: email/password accounts and logins of the app behind this reference.
extension Wilddog {
    /// Auth observer handles live above this value, so they never equal a data observer's
    /// handle (both kinds are `WilddogHandle`s, unique in the process).
    static let authHandleOffset: WilddogHandle = 1 << 48

    /// An auth block as the 1.x API shapes it: `(error, authData)`.
    typealias LoginBlock = (Error?, WAuthData?) -> Void

    /// Creates an email/password user; does not log it in.
    public func createUser(_ email: String, password: String, withCompletionBlock block: @escaping (Error?) -> Void) {
        account("createUser:password:withCompletionBlock:", { service throws in
            _ = try service.createUser(email: email, password: password)
        }) { error, _ in block(error) }
    }

    /// As above; on success `block` gets a dictionary describing the new user (with its "uid").
    public func createUser(_ email: String, password: String,
                           withValueCompletionBlock block: @escaping (Error?, [AnyHashable: Any]?) -> Void) {
        account("createUser:password:withValueCompletionBlock:", { service throws -> [String: String] in
            let user = try service.createUser(email: email, password: password)
            var result = ["uid": user.uid]
            result["email"] = user.email
            return result
        }) { error, result in
            block(error, result.map { dictionary in dictionary.reduce(into: [AnyHashable: Any]()) { $0[$1.key] = $1.value } })
        }
    }

    /// Deletes the email/password user account.
    public func removeUser(_ email: String, password: String, withCompletionBlock block: @escaping (Error?) -> Void) {
        account("removeUser:password:withCompletionBlock:", { service throws in
            try service.legacyRemoveUser(email: email, password: password)
        }) { error, _ in block(error) }
    }

    /// Changes the password of an email/password user.
    public func changePasswordForUser(_ email: String, fromOld oldPassword: String, toNew newPassword: String,
                                      withCompletionBlock block: @escaping (Error?) -> Void) {
        account("changePasswordForUser:fromOld:toNew:withCompletionBlock:", { service throws in
            try service.legacyChangePassword(email: email, oldPassword: oldPassword, newPassword: newPassword)
        }) { error, _ in block(error) }
    }

    /// Changes the login email of an email/password user.
    public func changeEmailForUser(_ email: String, password: String, toNewEmail newEmail: String,
                                   withCompletionBlock block: @escaping (Error?) -> Void) {
        account("changeEmailForUser:password:toNewEmail:withCompletionBlock:", { service throws in
            try service.legacyChangeEmail(email: email, password: password, newEmail: newEmail)
        }) { error, _ in block(error) }
    }

    /// Sends a password-reset email whose link lets the user choose a new password.
    public func resetPasswordForUser(_ email: String, withCompletionBlock block: @escaping (Error?) -> Void) {
        account("resetPasswordForUser:withCompletionBlock:", { service throws in
            try service.sendPasswordResetEmail(email: email)
        }) { error, _ in block(error) }
    }

    /// The authentication data of the logged-in user of this app; nil when logged out.
    public var authData: WAuthData? {
        guard appError == nil else { return nil }
        return runtime.auth.currentSession.map(WAuthData.init)
    }

    /// Observes login-state changes: `block` gets the current state now, then every login/logout.
    @discardableResult
    public func observeAuthEventWithBlock(_ block: @escaping (WAuthData?) -> Void) -> WilddogHandle {
        if let appError {
            EngineLog.warn("observeAuthEventWithBlock: \(appError.message)")
            onCallbackQueue { block(nil) }
            return 0
        }
        let handle = runtime.auth.addStateListener(notifyNow: true, on: channel) { session in block(session.map(WAuthData.init)) }
        return handle + Self.authHandleOffset
    }

    /// Stops the auth observer registered with `handle`.
    public func removeAuthEventObserverWithHandle(_ handle: WilddogHandle) {
        guard appError == nil else { return }
        guard handle > Self.authHandleOffset else { return }
        runtime.auth.removeStateListener(handle - Self.authHandleOffset)
    }

    /// Logs in as a new anonymous user.
    public func authAnonymouslyWithCompletionBlock(_ block: @escaping (Error?, WAuthData?) -> Void) {
        login("authAnonymouslyWithCompletionBlock:", { service throws in
            try service.signInAnonymously()
        }, block)
    }

    /// Logs in with email and password.
    public func authUser(_ email: String, password: String, withCompletionBlock block: @escaping (Error?, WAuthData?) -> Void) {
        login("authUser:password:withCompletionBlock:", { service throws in
            try service.signIn(email: email, password: password)
        }, block)
    }

    /// Logs in with a custom token made from the app secret, or with the secret itself (admin).
    public func authWithCustomToken(_ token: String, withCompletionBlock block: @escaping (Error?, WAuthData?) -> Void) {
        login("authWithCustomToken:withCompletionBlock:", { service throws in
            try service.signIn(customToken: token)
        }, block)
    }

    /// Logs in with an OAuth token from "qq", "weibo" or "weixin".
    public func authWithOAuthProvider(_ provider: String, token oauthToken: String,
                                      withCompletionBlock block: @escaping (Error?, WAuthData?) -> Void) {
        login("authWithOAuthProvider:token:withCompletionBlock:", { service throws in
            try service.signIn(with: .oauth(try OAuthCredential.legacy(provider: provider, token: oauthToken)))
        }, block)
    }

    /// Logs in with third-party OAuth results: QQ `access_token` + `openId`, WeiXin `code`,
    /// Weibo `access_token` + `userID`.
    public func authWithOAuthProvider(_ provider: String, parameters: [AnyHashable: Any],
                                      withCompletionBlock block: @escaping (Error?, WAuthData?) -> Void) {
        var strings: [String: String] = [:]
        for (key, value) in parameters {
            guard let name = key.base as? String else { continue }
            if let text = value as? String {
                strings[name] = text
            } else if let number = value as? NSNumber {
                strings[name] = number.stringValue
            }
        }
        let oauthParameters = strings
        login("authWithOAuthProvider:parameters:withCompletionBlock:", { service throws in
            try service.signIn(with: .oauth(try OAuthCredential.legacy(provider: provider, parameters: oauthParameters)))
        }, block)
    }

    /// Logs the current user out (auth observers get nil).
    public func unauth() {
        guard appError == nil else { return }
        runtime.auth.signOut(on: channel)
    }

    /// Runs an account operation and hands `block` the 1.x error (or the result).
    private func account<T>(_ method: String, _ operation: @escaping @Sendable (any AuthAccountService) throws -> T,
                            _ block: @escaping (Error?, T?) -> Void) {
        authCall(method, { auth, channel, done in auth.run(operation, on: channel, completion: done) }, block)
    }

    /// Runs a login; on success the session is current before `block` runs.
    private func login(_ method: String, _ operation: @escaping @Sendable (any AuthAccountService) throws -> AuthSession,
                       _ block: @escaping LoginBlock) {
        authCall(method, { auth, channel, done in auth.signIn(operation, on: channel, completion: done) }) { error, session in
            block(error, session.map(WAuthData.init))
        }
    }

    /// Starts an auth call with this app's auth client and the 1.x callback queue, and hands
    /// `block` the 1.x error or the result; without an app (an invalid URL) `block` gets
    /// `InvalidConfiguration`.
    private func authCall<T>(_ method: String,
                             _ start: (AuthClient, CallbackChannel, @escaping (Result<T, AuthServiceError>) -> Void) -> Void,
                             _ block: @escaping (Error?, T?) -> Void) {
        if let appError {
            let nsError = LegacyError.authWithoutApp(appError)
            return onCallbackQueue { block(nsError, nil) }
        }
        trace(method)
        start(runtime.auth, channel) { result in
            switch result {
            case .success(let value): block(nil, value)
            case .failure(let error): block(LegacyError.auth(error), nil)
            }
        }
    }
}
