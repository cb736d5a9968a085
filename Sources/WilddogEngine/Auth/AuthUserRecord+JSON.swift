import Foundation

/// The JSON form of an account: what `wilddog-server` sends in the `wilddog` member of a REST
/// user (so an HTTP client rebuilds the record exactly) and the base of its stored form.
extension AuthUserRecord {
    /// Every field (dates in seconds since 1970); no password hash, only `hasPassword`.
    package var json: AuthJSON {
        var object: [String: AuthJSON] = [
            "uid": .string(uid), "creationProviderID": .string(creationProviderID),
            "createdAt": .double(createdAt.timeIntervalSince1970), "hasPassword": .bool(hasPassword),
            "emailVerified": .bool(emailVerified), "phoneVerified": .bool(phoneVerified), "disabled": .bool(disabled),
            "tokenGeneration": .int(Int64(tokenGeneration)), "oauthProviders": .array(oauthProviders.map(\.json)),
        ]
        object["email"] = email.map(AuthJSON.string)
        object["phone"] = phone.map(AuthJSON.string)
        object["displayName"] = displayName.map(AuthJSON.string)
        object["photoURL"] = photoURL.map(AuthJSON.string)
        object["lastSignInAt"] = lastSignInAt.map { .double($0.timeIntervalSince1970) }
        object["tokensRevokedAt"] = tokensRevokedAt.map { .double($0.timeIntervalSince1970) }
        return .object(object)
    }

    /// The record of a `json` form; nil when a required field is missing.
    package init?(json: AuthJSON) {
        guard let uid = json["uid"]?.stringValue, let creation = json["creationProviderID"]?.stringValue,
              let createdAt = json["createdAt"]?.doubleValue else { return nil }
        self.init(uid: uid, creationProviderID: creation, createdAt: Date(timeIntervalSince1970: createdAt))
        email = json["email"]?.stringValue
        phone = json["phone"]?.stringValue
        displayName = json["displayName"]?.stringValue
        photoURL = json["photoURL"]?.stringValue
        hasPassword = json["hasPassword"]?.boolValue ?? false
        emailVerified = json["emailVerified"]?.boolValue ?? false
        phoneVerified = json["phoneVerified"]?.boolValue ?? false
        disabled = json["disabled"]?.boolValue ?? false
        tokenGeneration = Int(json["tokenGeneration"]?.int64Value ?? 0)
        lastSignInAt = json["lastSignInAt"]?.doubleValue.map { Date(timeIntervalSince1970: $0) }
        tokensRevokedAt = json["tokensRevokedAt"]?.doubleValue.map { Date(timeIntervalSince1970: $0) }
        if case .array(let providers)? = json["oauthProviders"] {
            oauthProviders = providers.compactMap(AuthLinkedProvider.init(json:))
        }
    }
}

extension AuthLinkedProvider {
    package var json: AuthJSON {
        var object: [String: AuthJSON] = ["providerID": .string(providerID), "uid": .string(uid), "profile": .object(profile)]
        object["displayName"] = displayName.map(AuthJSON.string)
        object["photoURL"] = photoURL.map(AuthJSON.string)
        object["email"] = email.map(AuthJSON.string)
        object["phone"] = phone.map(AuthJSON.string)
        return .object(object)
    }

    package init?(json: AuthJSON) {
        guard let providerID = json["providerID"]?.stringValue, let uid = json["uid"]?.stringValue else { return nil }
        self.init(providerID: providerID, uid: uid, displayName: json["displayName"]?.stringValue,
                  photoURL: json["photoURL"]?.stringValue, email: json["email"]?.stringValue,
                  phone: json["phone"]?.stringValue, profile: json["profile"]?.objectValue ?? [:])
    }
}
