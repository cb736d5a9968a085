import Foundation

/// Sessions and accounts read back from the accounts API's answers.
extension AuthSession {
    /// The session of a sign-in answer (`idToken`, `refreshToken`) or a token answer
    /// (`id_token`, `refresh_token`): whole from a Wilddog server's `wilddog` member, else
    /// rebuilt from the ID token's claims (a Firebase Auth emulator).
    /// - Throws: `networkError` when the answer holds no session.
    package init(restAnswer answer: [String: AuthJSON]) throws(AuthServiceError) {
        guard let idToken = (answer["idToken"] ?? answer["id_token"])?.stringValue, !idToken.isEmpty else {
            throw .networkError(detail: "the accounts answer holds no ID token")
        }
        let refreshToken = (answer["refreshToken"] ?? answer["refresh_token"])?.stringValue ?? ""
        if let json = answer["wilddog"], let session = AuthSession(json: json, idToken: idToken, refreshToken: refreshToken) {
            self = session
            return
        }
        guard let claims = AuthSession.claims(ofJWT: idToken), let uid = (claims["user_id"] ?? claims["sub"])?.stringValue,
              let issuedAt = claims["iat"]?.doubleValue else {
            throw .networkError(detail: "the accounts answer's ID token has no readable claims")
        }
        let provider = claims["firebase"]?["sign_in_provider"]?.stringValue ?? AuthProviderID.custom
        let issued = Date(timeIntervalSince1970: issuedAt)
        let lifetime = (answer["expiresIn"] ?? answer["expires_in"])?.stringValue.flatMap(Double.init)
        let expires = lifetime.map { issued.addingTimeInterval($0) }
            ?? claims["exp"]?.doubleValue.map { Date(timeIntervalSince1970: $0) } ?? issued.addingTimeInterval(3600)
        var user = AuthUserRecord(uid: uid, creationProviderID: provider, createdAt: issued)
        user.email = claims["email"]?.stringValue
        user.emailVerified = claims["email_verified"]?.boolValue ?? false
        user.displayName = answer["displayName"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        user.photoURL = answer["photoUrl"]?.stringValue
        user.hasPassword = provider == AuthProviderID.password
        self.init(user: user, provider: provider, idToken: idToken, refreshToken: refreshToken, issuedAt: issued,
                  expiresAt: expires,
                  authTime: claims["auth_time"]?.doubleValue.map { Date(timeIntervalSince1970: $0) } ?? issued,
                  claims: claims, isAdmin: claims["admin"]?.boolValue ?? false, providerData: [:])
    }

    /// The claims of a compact JWT, unchecked (the server checks its own tokens).
    static func claims(ofJWT token: String) -> [String: AuthJSON]? {
        JWTSegments(token)?.payloadBytes.flatMap { AuthJSON.parse($0)?.objectValue }
    }
}
