import Foundation
import WilddogEngine

/// The user store and token state of one app; `AuthService` keeps it behind a mutex.
///
/// Every operation is a synchronous, deterministic function of this state, the injected
/// clock and the injected random source. OAuth verification happens before, outside the lock.
struct AuthStore: Sendable {
    let appID: String
    private(set) var configuration: AuthServiceConfiguration
    private(set) var issuer: AuthTokenIssuer
    var users: [String: AuthUserRecord] = [:]
    /// Lower-cased email → uid.
    var uidByEmail: [String: String] = [:]
    /// Normalized phone → uid.
    var uidByPhone: [String: String] = [:]
    /// `identityKey(provider, subject)` → uid.
    var uidByIdentity: [String: String] = [:]
    /// Hex SHA-256 of a refresh token → its session; the tokens themselves are not kept.
    var refreshEntries: [String: AuthRefreshEntry] = [:]
    var pendingCodes: [AuthPendingCode] = []
    var outbox: [AuthOutboxMessage] = []
    /// uid → the password hash of accounts that have one (`AuthUserRecord.hasPassword`).
    var passwordHashes: [String: AuthPasswordHash] = [:]
    /// Failed password sign-ins by account key (`"email:…"`, `"phone:…"`), accounts or not.
    var signInFailures: AuthAttemptThrottle
    /// Where changes are written (`wilddog-server --data-dir`); nil keeps everything in memory.
    var persistence: (any AuthPersistence)?
    /// What changed since the last write to `persistence` (uids, refresh keys, code keys).
    var changed = AuthStoredKeys()
    /// Set when `persistence` failed: the service then refuses every operation.
    var persistenceFailure: String?
    /// Counts the changes that can invalidate issued tokens (revocation, disabling, deletion,
    /// a new app secret), so the service can tell open connections.
    var revocations = 0

    init(appID: String, configuration: AuthServiceConfiguration) {
        self.appID = appID
        self.configuration = configuration
        issuer = AuthTokenIssuer(appID: appID, secret: configuration.appSecret, idTokenKeys: configuration.idTokenKeys,
                                 serviceAccount: configuration.serviceAccount)
        signInFailures = AuthAttemptThrottle(policy: configuration.signInThrottle)
    }

    /// Changes the configuration; a new app secret invalidates every token signed with the old one.
    mutating func updateConfiguration(_ body: (inout AuthServiceConfiguration) -> Void) {
        let (secret, keys) = (configuration.appSecret, configuration.idTokenKeys)
        body(&configuration)
        if configuration.appSecret != secret || configuration.idTokenKeys != keys { revocations += 1 }
        signInFailures.policy = configuration.signInThrottle
        issuer = AuthTokenIssuer(appID: appID, secret: configuration.appSecret, idTokenKeys: configuration.idTokenKeys,
                                 serviceAccount: configuration.serviceAccount)
    }

    var now: Date { configuration.clock() }
    var random: any AuthRandomSource { configuration.randomSource }
    var hasher: AuthPasswordHasher { AuthPasswordHasher(scheme: configuration.passwordScheme) }

    /// - Throws: `operationNotAllowed` when `method` is switched off.
    func requireEnabled(_ method: AuthSignInMethod) throws(AuthServiceError) {
        guard configuration.enabledSignInMethods.contains(method) else {
            throw .operationNotAllowed(detail: "the \(method.rawValue) sign-in method is disabled")
        }
    }

    static func identityKey(_ providerID: String, _ subject: String) -> String {
        providerID + "\u{0}" + subject
    }

    /// A fresh 28-character alphanumeric uid not used by any account.
    func newUID() throws(AuthServiceError) -> String {
        while true {
            let uid = try random.alphanumeric(length: 28)
            if users[uid] == nil { return uid }
        }
    }

    func user(emailKey: String) -> AuthUserRecord? {
        uidByEmail[emailKey].flatMap { users[$0] }
    }

    func user(phone: String) -> AuthUserRecord? {
        uidByPhone[phone].flatMap { users[$0] }
    }

    /// The uid of the account linked to `identity`, if any.
    func uid(of identity: OAuthIdentity) -> String? {
        uidByIdentity[Self.identityKey(identity.providerID, identity.subject)]
    }

    /// Gives `record` the address `email` (lookup key `key`), unverified unless only its case changed.
    /// - Throws: `emailAlreadyInUse` when another account has it.
    func assign(email: String, key: String, to record: inout AuthUserRecord) throws(AuthServiceError) {
        if let owner = uidByEmail[key], owner != record.uid { throw .emailAlreadyInUse(detail: email) }
        if record.email?.lowercased() != key { record.emailVerified = false }
        record.email = email
    }

    /// Gives `record` the normalized phone number `phone`, unverified unless it is the same.
    /// - Throws: `phoneAlreadyInUse` when another account has it.
    func assign(phone: String, to record: inout AuthUserRecord) throws(AuthServiceError) {
        if let owner = uidByPhone[phone], owner != record.uid { throw .phoneAlreadyInUse(detail: phone) }
        if record.phone != phone { record.phoneVerified = false }
        record.phone = phone
    }

    /// Inserts or replaces `record`, keeping the email, phone and identity indexes in step.
    mutating func save(_ record: AuthUserRecord) {
        changed.users.insert(record.uid)
        if let old = users[record.uid] { unindex(old) }
        users[record.uid] = record
        if let email = record.email { uidByEmail[email.lowercased()] = record.uid }
        if let phone = record.phone { uidByPhone[phone] = record.uid }
        for entry in record.oauthProviders {
            uidByIdentity[Self.identityKey(entry.providerID, entry.uid)] = record.uid
        }
    }

    /// Removes the account, its indexes, sessions and pending codes.
    mutating func remove(uid: String) {
        guard let old = users.removeValue(forKey: uid) else { return }
        changed.users.insert(uid)
        revocations += 1
        unindex(old)
        passwordHashes[uid] = nil
        endSessions(of: uid)
        removeCodes { $0.uid == uid }
    }

    private mutating func unindex(_ record: AuthUserRecord) {
        if let email = record.email { uidByEmail[email.lowercased()] = nil }
        if let phone = record.phone { uidByPhone[phone] = nil }
        for entry in record.oauthProviders {
            uidByIdentity[Self.identityKey(entry.providerID, entry.uid)] = nil
        }
    }

    /// Makes every existing ID token (older generation) and refresh token (ended) of `record` invalid.
    mutating func revokeTokens(of record: inout AuthUserRecord) {
        record.tokenGeneration += 1
        revocations += 1
        record.tokensRevokedAt = now
        endSessions(of: record.uid)
    }

    /// How long the entry of an ended session is kept, answering why it ended; after that
    /// its refresh token is merely unknown (`INVALID_REFRESH_TOKEN`).
    static let endedSessionRetention: TimeInterval = 30 * 86_400

    /// Ends the sessions of `uid`, and forgets sessions that ended more than
    /// `endedSessionRetention` ago (the scan is the same).
    private mutating func endSessions(of uid: String) {
        let time = now
        for (key, entry) in refreshEntries {
            if entry.uid == uid, entry.endedAt == nil {
                refreshEntries[key]?.endedAt = time
            } else if let ended = entry.endedAt, time.timeIntervalSince(ended) > Self.endedSessionRetention {
                refreshEntries[key] = nil
            } else {
                continue
            }
            changed.sessions.insert(key)
        }
    }

    /// Forgets the session of `refreshToken` (a sign-in whose caller asked for no refresh token).
    mutating func forgetSession(refreshToken: String) throws(AuthServiceError) {
        let key = try Self.refreshKey(refreshToken)
        guard refreshEntries.removeValue(forKey: key) != nil else { return }
        changed.sessions.insert(key)
    }

    /// Removes the pending codes that match (and notes them for the store).
    mutating func removeCodes(where matches: (AuthPendingCode) -> Bool) {
        for code in pendingCodes where matches(code) { changed.codes.insert(code.key) }
        pendingCodes.removeAll(where: matches)
    }

    /// Sets `record`'s password (hashed; the hash is kept here, the record says it has one).
    /// - Throws: `failure` when the crypto library fails.
    mutating func setPassword(_ password: String, of record: inout AuthUserRecord) throws(AuthServiceError) {
        passwordHashes[record.uid] = try hasher.hash(password, random: random)
        record.hasPassword = true
        changed.users.insert(record.uid)
    }

    /// Removes `record`'s password.
    mutating func clearPassword(of record: inout AuthUserRecord) {
        passwordHashes[record.uid] = nil
        record.hasPassword = false
        changed.users.insert(record.uid)
    }
}
