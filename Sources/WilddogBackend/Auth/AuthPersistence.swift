import WilddogEngine

/// Where an auth service keeps its accounts, sessions and codes across restarts
/// (`wilddog-server --data-dir`).
///
/// The service calls `write` under its lock after every operation that changed something,
/// before the operation's answer leaves: an answered sign-up or sign-in is stored.
package protocol AuthPersistence: Sendable {
    /// Stores the changes of one operation, all or nothing.
    func write(_ changes: [AuthStoredChange]) throws
}

/// One stored item set or removed: an account (with its password hash), a session (by the
/// SHA-256 of its refresh token, never the token) or a pending code.
package enum AuthStoredChange: Equatable, Sendable {
    case user(uid: String, AuthJSON?)
    case session(key: String, AuthJSON?)
    case code(key: String, AuthJSON?)
}

/// Everything an auth service keeps, as read back from its persistence at start.
package struct AuthStoredState: Equatable, Sendable {
    package var users: [String: AuthJSON] = [:]
    package var sessions: [String: AuthJSON] = [:]
    package var codes: [String: AuthJSON] = [:]

    package init(users: [String: AuthJSON] = [:], sessions: [String: AuthJSON] = [:], codes: [String: AuthJSON] = [:]) {
        self.users = users
        self.sessions = sessions
        self.codes = codes
    }
}
