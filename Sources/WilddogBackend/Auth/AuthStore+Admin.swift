import WilddogEngine

/// Operations of the app's administrator (the `WilddogServer` module and tests).
extension AuthStore {
    /// Disables or re-enables an account; disabling also revokes its tokens.
    mutating func setDisabled(uid: String, _ disabled: Bool) throws(AuthServiceError) {
        guard var record = users[uid] else { throw .userNotFound(detail: "uid \(uid)") }
        record.disabled = disabled
        if disabled { revokeTokens(of: &record) }
        save(record)
    }

    /// Revokes every ID and refresh token of an account.
    mutating func revokeTokens(uid: String) throws(AuthServiceError) {
        guard var record = users[uid] else { throw .userNotFound(detail: "uid \(uid)") }
        revokeTokens(of: &record)
        save(record)
    }

    /// Deletes an account without its credentials.
    mutating func deleteUser(uid: String) throws(AuthServiceError) {
        guard users[uid] != nil else { throw .userNotFound(detail: "uid \(uid)") }
        remove(uid: uid)
    }
}
