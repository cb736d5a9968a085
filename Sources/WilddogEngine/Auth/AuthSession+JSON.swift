import Foundation

/// The JSON form of a session without its tokens: what `wilddog-server` sends in the
/// `wilddog` member of a REST sign-in answer, beside Firebase's `idToken` and `refreshToken`,
/// so that an HTTP client rebuilds the session exactly (an app-secret session has no JWT to
/// read claims from, for instance).
extension AuthSession {
    /// `user` (the record's `json`, or null), `provider`, `issuedAt`, `expiresAt` (null: never),
    /// `authTime` (seconds since 1970), `claims`, `isAdmin` and `providerData`.
    package var jsonWithoutTokens: AuthJSON {
        .object([
            "user": user?.json ?? .null,
            "provider": .string(provider),
            "issuedAt": .double(issuedAt.timeIntervalSince1970),
            "expiresAt": expiresAt == .distantFuture ? .null : .double(expiresAt.timeIntervalSince1970),
            "authTime": .double(authTime.timeIntervalSince1970),
            "claims": .object(claims),
            "isAdmin": .bool(isAdmin),
            "providerData": .object(providerData),
        ])
    }

    /// The session of a `jsonWithoutTokens` form and its tokens; nil when a field is missing.
    package init?(json: AuthJSON, idToken: String, refreshToken: String) {
        guard let provider = json["provider"]?.stringValue, let issuedAt = json["issuedAt"]?.doubleValue,
              let authTime = json["authTime"]?.doubleValue, let claims = json["claims"]?.objectValue else { return nil }
        var user: AuthUserRecord?
        if let userJSON = json["user"], userJSON != .null {
            guard let record = AuthUserRecord(json: userJSON) else { return nil }
            user = record
        }
        self.init(
            user: user, provider: provider, idToken: idToken, refreshToken: refreshToken,
            issuedAt: Date(timeIntervalSince1970: issuedAt),
            expiresAt: json["expiresAt"]?.doubleValue.map { Date(timeIntervalSince1970: $0) } ?? .distantFuture,
            authTime: Date(timeIntervalSince1970: authTime), claims: claims, isAdmin: json["isAdmin"]?.boolValue ?? false,
            providerData: json["providerData"]?.objectValue ?? [:])
    }
}
