extension AuthClient {
    /// Runs an operation as the user of `session` (a user object the facade handed out).
    ///
    /// When that user is the signed-in one this is `withCurrentToken`; otherwise the operation
    /// gets `session`'s own ID token, refreshed first when it has expired. `completion` gets the
    /// operation's value and the session that replaces `session`: the one the operation
    /// returned, else the refreshed one, else nil.
    package func withToken<T>(of session: AuthSession,
                              _ operation: @escaping @Sendable (any AuthAccountService, String) throws -> (T, AuthSession?),
                              on channel: CallbackChannel? = nil,
                              completion: @escaping (Result<(T, AuthSession?), AuthServiceError>) -> Void) {
        if currentSession?.user?.uid == session.uid {
            withCurrentToken({ service, token throws in
                let (value, newSession) = try operation(service, token)
                return ((value, newSession), newSession)
            }, on: channel, completion: completion)
            return
        }
        run({ service throws -> (T, AuthSession?) in
            let expired = session.expiresAt <= service.now() && !session.refreshToken.isEmpty
            let renewed = expired ? try service.refresh(refreshToken: session.refreshToken) : nil
            let (value, newSession) = try operation(service, renewed?.idToken ?? session.idToken)
            return (value, newSession ?? renewed)
        }, on: channel, completion: completion)
    }
}
