import WilddogEngine

/// Turns an OAuth credential into the identity it proves (QQ, WeiXin, Weibo).
///
/// Plug in a verifier that asks the real provider, or a fake with a fixed table in tests.
/// It is called without the service's lock held, so it may block or call back into the service.
package protocol OAuthVerifier: Sendable {
    /// The identity behind `credential`.
    ///
    /// - Throws: `invalidArguments` for missing parameters, `invalidCredentials` for a token the
    ///   provider rejects, `providerError` when the provider fails.
    func verify(_ credential: OAuthCredential) throws(AuthServiceError) -> OAuthIdentity
}
