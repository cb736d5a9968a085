import WilddogEngine

/// A credential whose OAuth part has been checked by the verifier, ready for the store.
enum AuthResolvedCredential: Equatable, Sendable {
    case emailPassword(email: String, password: String)
    case phonePassword(phone: String, password: String)
    case oauth(OAuthIdentity)

    /// The provider id of the credential.
    var providerID: String {
        switch self {
        case .emailPassword, .phonePassword: AuthProviderID.password
        case .oauth(let identity): identity.providerID
        }
    }
}
