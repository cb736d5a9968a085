import WilddogEngine

/// The default verifier: trusts the credential, emulator-style, and derives a stable subject.
///
/// QQ needs `access_token` and takes `openId` as subject (2.x credentials carry no openId,
/// so then the access token stands for the user); Weibo needs `access_token` and takes
/// `userID` (or the access token); WeiXin needs `code` and takes it as subject. The same
/// parameters therefore always sign in to the same account.
package struct OAuthEmulatorVerifier: OAuthVerifier {
    package init() {}

    package func verify(_ credential: OAuthCredential) throws(AuthServiceError) -> OAuthIdentity {
        let parameters = credential.parameters.filter { !$0.value.isEmpty }
        let primaryKey: String
        let subjectKey: String?
        switch credential.providerID {
        case AuthProviderID.qq: (primaryKey, subjectKey) = (OAuthCredential.accessTokenKey, OAuthCredential.openIDKey)
        case AuthProviderID.weibo: (primaryKey, subjectKey) = (OAuthCredential.accessTokenKey, OAuthCredential.userIDKey)
        case AuthProviderID.weixin: (primaryKey, subjectKey) = (OAuthCredential.codeKey, nil)
        default: throw .invalidProvider(detail: "unknown OAuth provider \"\(credential.providerID)\"")
        }
        guard let primary = parameters[primaryKey] else {
            throw .invalidArguments(detail: "\(credential.providerID) login needs the parameter \"\(primaryKey)\"")
        }
        let subject = subjectKey.flatMap { parameters[$0] } ?? primary
        return OAuthIdentity(
            providerID: credential.providerID, subject: subject,
            profile: ["id": .string(subject), "provider": .string(credential.providerID)])
    }
}
