/// A credential to sign in, reauthenticate or link with (`WDGAuthCredential` of 2.x).
package enum AuthCredential: Equatable, Sendable {
    case emailPassword(email: String, password: String)
    case phonePassword(phone: String, password: String)
    case oauth(OAuthCredential)

    /// The provider id of the credential ("password", "qq", "weixin", "weibo").
    package var providerID: String {
        switch self {
        case .emailPassword, .phonePassword: AuthProviderID.password
        case .oauth(let credential): credential.providerID
        }
    }
}
