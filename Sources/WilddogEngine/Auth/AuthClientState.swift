/// What `AuthClient` keeps behind its lock: the current session and who hears of it.
struct AuthClientState {
    /// A registered state listener and the channel it is called on.
    struct Listener {
        let handle: Int64
        let channel: CallbackChannel
        let call: UncheckedBox<(AuthSession?) -> Void>
    }

    var session: AuthSession?
    /// Bumped by every session change: work begun on an older session (a refresh, an account
    /// change) does not replace a newer one, nor bring back a signed-out one.
    var generation = 0
    var listeners: [Listener] = []
    var repos: [WeakRepo] = []
    /// Where the session is kept on the device (remote services, persistence on); nil: nowhere.
    var sessionStore: AuthSessionStore?
}
