import Foundation

/// Accounts read back from the accounts API's answers.
extension AuthUserRecord {
    /// The account of an answer whose `wilddog` member is the record (`lookup`, `update`) or a
    /// session holding it (`update` that made new tokens, `signUp` without a sign-in).
    /// - Throws: `networkError` when the answer holds no account.
    package init(restAnswer answer: [String: AuthJSON]) throws(AuthServiceError) {
        let member = answer["wilddog"]
        if let member, let record = AuthUserRecord(json: member) {
            self = record
        } else if let nested = member?["user"], let record = AuthUserRecord(json: nested) {
            self = record
        } else if case .array(let users)? = answer["users"], let first = users.first?.objectValue {
            self = try AuthUserRecord(restAnswer: first)
        } else if let uid = answer["localId"]?.stringValue, !uid.isEmpty {
            // A Firebase emulator's user: what its fields say.
            let created = answer["createdAt"]?.stringValue.flatMap(Double.init).map { Date(timeIntervalSince1970: $0 / 1000) }
            self.init(uid: uid, creationProviderID: AuthProviderID.password, createdAt: created ?? Date())
            email = answer["email"]?.stringValue
            displayName = answer["displayName"]?.stringValue
            photoURL = answer["photoUrl"]?.stringValue
            emailVerified = answer["emailVerified"]?.boolValue ?? false
            hasPassword = answer["passwordHash"] != nil || answer["passwordUpdatedAt"] != nil
        } else {
            throw .networkError(detail: "the accounts answer holds no account")
        }
    }
}
