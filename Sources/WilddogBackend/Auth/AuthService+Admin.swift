import Foundation
import WilddogEngine

/// Administration and inspection, for the `WilddogServer` module and tests.
extension AuthService {
    /// The account `uid`, if it exists.
    package func user(uid: String) -> AuthUserRecord? {
        store.withLock { $0.users[uid] }
    }

    /// The stored password hash of account `uid`, if it has a password.
    package func passwordHash(uid: String) -> AuthPasswordHash? {
        store.withLock { $0.passwordHashes[uid] }
    }

    /// The codes sent and not yet used nor expired, oldest first, as the messages that carried
    /// them (`sentAt` is when the code was issued): what the emulator's code lists show.
    package func pendingCodeMessages() -> [AuthOutboxMessage] {
        store.withLock { store in
            let now = store.now
            return store.pendingCodes.filter { now < $0.expiresAt }.map { code in
                let lifetime = code.kind.isSMS ? store.configuration.smsCodeLifetime : store.configuration.oobCodeLifetime
                return AuthOutboxMessage(kind: code.kind, recipient: code.recipient, code: code.code, uid: code.uid,
                                         sentAt: code.expiresAt.addingTimeInterval(-lifetime))
            }
        }
    }

    /// The number of accounts.
    package var userCount: Int {
        store.withLock { $0.users.count }
    }

    /// The number of sessions of `uid` that can still be refreshed.
    package func liveSessionCount(uid: String) -> Int {
        store.withLock { store in store.refreshEntries.values.count { $0.uid == uid && $0.endedAt == nil } }
    }

    /// Every account, oldest first (ties by uid).
    package func allUsers() -> [AuthUserRecord] {
        store.withLock { store in
            store.users.values.sorted { ($0.createdAt, $0.uid) < ($1.createdAt, $1.uid) }
        }
    }

    /// Disables (revoking its tokens) or re-enables an account.
    /// - Throws: `userNotFound`.
    package func setDisabled(uid: String, _ disabled: Bool) throws(AuthServiceError) {
        try locked { store throws(AuthServiceError) in try store.setDisabled(uid: uid, disabled) }
    }

    /// Revokes every ID and refresh token of an account.
    /// - Throws: `userNotFound`.
    package func revokeTokens(uid: String) throws(AuthServiceError) {
        try locked { store throws(AuthServiceError) in try store.revokeTokens(uid: uid) }
    }

    /// Forgets the session of `refreshToken` at once (its ID token lasts until it expires): a
    /// sign-in or account change whose caller asked for no refresh token (`returnSecureToken:
    /// false`) leaves no session behind.
    package func forgetSession(refreshToken: String) throws(AuthServiceError) {
        try locked { store throws(AuthServiceError) in try store.forgetSession(refreshToken: refreshToken) }
    }

    /// Deletes an account without its credentials.
    /// - Throws: `userNotFound`.
    package func deleteUser(uid: String) throws(AuthServiceError) {
        try locked { store throws(AuthServiceError) in try store.deleteUser(uid: uid) }
    }

    /// Every message sent so far, oldest first.
    package var outbox: [AuthOutboxMessage] {
        store.withLock { $0.outbox }
    }

    /// The newest message of `kind` to `recipient` (any recipient when nil).
    package func lastOutboxMessage(kind: AuthOutboxMessage.Kind, to recipient: String? = nil) -> AuthOutboxMessage? {
        store.withLock { store in
            store.outbox.last { $0.kind == kind && (recipient == nil || $0.recipient == recipient) }
        }
    }

    /// Empties the outbox (pending codes stay valid).
    package func clearOutbox() {
        store.withLock { $0.outbox.removeAll() }
    }
}
