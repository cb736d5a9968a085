import WilddogEngine

/// Writing what operations changed to the store's persistence, and reading it back at start.
extension AuthStore {
    /// The stored form of everything in `changed` (nil for what is gone), then forgets it.
    mutating func takeChanges() -> [AuthStoredChange] {
        defer { changed = AuthStoredKeys() }
        var changes: [AuthStoredChange] = []
        for uid in changed.users.sorted() {
            changes.append(.user(uid: uid, users[uid].map { AuthStoredCoding.encode($0, hash: passwordHashes[uid]) }))
        }
        for key in changed.sessions.sorted() {
            changes.append(.session(key: key, refreshEntries[key].map(AuthStoredCoding.encode)))
        }
        for key in changed.codes.sorted() {
            changes.append(.code(key: key, pendingCodes.first { $0.key == key }.map(AuthStoredCoding.encode)))
        }
        return changes
    }

    /// Replaces accounts, sessions and codes with stored ones.
    /// - Throws: `failure` naming the first item that cannot be read (nothing is replaced).
    mutating func restore(_ state: AuthStoredState) throws(AuthServiceError) {
        var restored = self
        restored.users = [:]
        restored.uidByEmail = [:]
        restored.uidByPhone = [:]
        restored.uidByIdentity = [:]
        restored.passwordHashes = [:]
        restored.refreshEntries = [:]
        restored.pendingCodes = []
        for (uid, json) in state.users.sorted(by: { $0.key < $1.key }) {
            guard let (record, hash) = AuthStoredCoding.decodeUser(json), record.uid == uid else {
                throw .failure(detail: "the stored account \(uid) cannot be read")
            }
            restored.save(record)
            restored.passwordHashes[uid] = hash
        }
        for (key, json) in state.sessions {
            guard let entry = AuthStoredCoding.decodeSession(json) else {
                throw .failure(detail: "a stored session cannot be read")
            }
            restored.refreshEntries[key] = entry
        }
        for (key, json) in state.codes.sorted(by: { $0.key < $1.key }) {
            guard let code = AuthStoredCoding.decodeCode(json), code.key == key else {
                throw .failure(detail: "a stored code cannot be read")
            }
            restored.pendingCodes.append(code)
        }
        restored.changed = AuthStoredKeys()
        self = restored
    }
}
