import WilddogEngine

/// The verifier `wilddog-server` starts with: it asks no provider and accepts only test
/// credentials, whose token names the user: `test:<subject>` as the QQ or Weibo
/// `access_token` or the WeiXin `code` (subject: 1–128 letters, digits, `.`, `_`, `-`).
/// A QQ `openId` or Weibo `userID`, when given, must be that subject too. Anything else is
/// refused with `invalidCredentials`. Replace it with a verifier that asks the providers.
package struct OAuthTestCredentialVerifier: OAuthVerifier {
    /// The prefix of a test credential's token.
    package static let prefix = "test:"

    package init() {}

    package func verify(_ credential: OAuthCredential) throws(AuthServiceError) -> OAuthIdentity {
        let (tokenKey, subjectKey): (String, String?)
        switch credential.providerID {
        case AuthProviderID.qq: (tokenKey, subjectKey) = (OAuthCredential.accessTokenKey, OAuthCredential.openIDKey)
        case AuthProviderID.weibo: (tokenKey, subjectKey) = (OAuthCredential.accessTokenKey, OAuthCredential.userIDKey)
        case AuthProviderID.weixin: (tokenKey, subjectKey) = (OAuthCredential.codeKey, nil)
        default: throw .invalidProvider(detail: "unknown OAuth provider \"\(credential.providerID)\"")
        }
        guard let token = credential.parameters[tokenKey], !token.isEmpty else {
            throw .invalidArguments(detail: "\(credential.providerID) login needs the parameter \"\(tokenKey)\"")
        }
        guard token.hasPrefix(Self.prefix) else {
            throw .invalidCredentials(detail: "this server accepts only test credentials (\(tokenKey) = \"test:<user id>\")")
        }
        let subject = String(token.dropFirst(Self.prefix.count))
        guard (1...128).contains(subject.utf8.count),
              subject.utf8.allSatisfy({ $0 < 0x80 && (($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A)
                  || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")) })
        else { throw .invalidCredentials(detail: "a test credential's user id has 1–128 letters, digits, '.', '_' or '-'") }
        if let subjectKey, let claimed = credential.parameters[subjectKey], !claimed.isEmpty, claimed != subject {
            throw .invalidCredentials(detail: "\(subjectKey) does not match the test credential")
        }
        return OAuthIdentity(
            providerID: credential.providerID, subject: subject, displayName: subject,
            profile: ["id": .string(subject), "provider": .string(credential.providerID), "test": .bool(true)])
    }
}
