import WilddogServer

/// One step of a scenario. Paths are relative to the root; values are JSON text in which
/// `{alias}` stands for a user id or childByAutoId key named earlier in the scenario, and the
/// string `"__TIMESTAMP__"` for the facade's own server-timestamp placeholder.
enum Step: Sendable {
    // Reading
    /// Registers an observer for each of `events` (prev-key variant with a cancel block).
    case observe(String, path: String, query: QueryShape = .all, events: [EventKind], client: Client = .main)
    /// Registers a one-shot observer (`observeSingleEventOfType` / `observeSingleEvent(of:)`).
    case observeOnce(String, path: String, query: QueryShape = .all, event: EventKind = .value)
    /// Removes the observers registered under a label.
    case stopObserving(String)
    /// `removeAllObservers()` on the plain reference at a path (also removes its queries' observers).
    case removeAllObservers(String)
    case keepSynced(String, Bool)

    // Writing (each with a completion block)
    case set(String, String, priority: String? = nil, client: Client = .main)
    case update(String, String)
    case remove(String)
    case setPriority(String, String)
    /// `childByAutoId()` then `setValue`; the generated key is called `{alias}` afterwards.
    case push(String, String, alias: String)
    case transaction(String, TransactionPlan, localEvents: Bool = true)

    // Connection
    case onDisconnectSet(String, String, priority: String? = nil)
    case onDisconnectUpdate(String, String)
    case onDisconnectRemove(String)
    case cancelOnDisconnect(String)
    /// Per-app `goOffline()` (`WilddogApp` / `WDGSync`), never the process-wide class method.
    case goOffline
    case goOnline

    // References
    /// Records key, parent and root of the reference at a path.
    case describe(String)

    // Backend administration (same for both facades)
    case serverRules(String)
    case serverSet(String, String)
    /// Freezes the backend clock at a time in milliseconds (server timestamps become exact).
    case serverClock(milliseconds: Double)
    case serverDisable(WilddogServer.SignInMethod)

    // Authentication
    case createUser(alias: String, email: String, password: String)
    case signIn(email: String, password: String)
    case signInAnonymously
    /// Signs in with a custom token the backend mints for `uid`.
    case signInWithCustomToken(uid: String)
    /// Signs in with the app secret itself as the token (1.x admin login).
    case signInWithAppSecret
    /// Signs in with a third-party token: "qq" (token, openId), "weibo" (token, userID) or
    /// "weixin" (code); 1.x passes a parameter dictionary, 2.x a provider credential.
    case signInWithOAuth(provider: String, token: String, userID: String = "")
    case sendPasswordReset(email: String)
    case signOut
    case observeAuth(String)
    case stopObservingAuth(String)
    case checkCurrentUser

    /// A short title for trace lines.
    var title: String {
        switch self {
        case .observe(let label, let path, let query, let events, let client):
            return "observe \(label) \(client == .second ? "second:" : "")/\(path) \(query) \(events.map(\.rawValue).joined(separator: ","))"
        case .observeOnce(let label, let path, let query, let event): return "observeOnce \(label) /\(path) \(query) \(event)"
        case .stopObserving(let label): return "stopObserving \(label)"
        case .removeAllObservers(let path): return "removeAllObservers /\(path)"
        case .keepSynced(let path, let on): return "keepSynced /\(path) \(on)"
        case .set(let path, let json, let priority, let client):
            return "set \(client == .second ? "second:" : "")/\(path) \(json)\(priority.map { " priority \($0)" } ?? "")"
        case .update(let path, let json): return "update /\(path) \(json)"
        case .remove(let path): return "remove /\(path)"
        case .setPriority(let path, let json): return "setPriority /\(path) \(json)"
        case .push(let path, let json, let alias): return "push /\(path) \(json) as {\(alias)}"
        case .transaction(let path, let plan, let local): return "transaction /\(path) \(plan)\(local ? "" : " no local events")"
        case .onDisconnectSet(let path, let json, let priority):
            return "onDisconnectSet /\(path) \(json)\(priority.map { " priority \($0)" } ?? "")"
        case .onDisconnectUpdate(let path, let json): return "onDisconnectUpdate /\(path) \(json)"
        case .onDisconnectRemove(let path): return "onDisconnectRemove /\(path)"
        case .cancelOnDisconnect(let path): return "cancelOnDisconnect /\(path)"
        case .goOffline: return "goOffline"
        case .goOnline: return "goOnline"
        case .describe(let path): return "describe /\(path)"
        case .serverRules: return "server rules"
        case .serverSet(let path, let json): return "server set /\(path) \(json)"
        case .serverClock(let ms): return "server clock \(Int64(ms))"
        case .serverDisable(let method): return "server disable \(method)"
        case .createUser(let alias, let email, let password): return "createUser {\(alias)} \(email) \(password)"
        case .signIn(let email, let password): return "signIn \(email) \(password)"
        case .signInAnonymously: return "signInAnonymously"
        case .signInWithCustomToken(let uid): return "signInWithCustomToken \(uid)"
        case .signInWithAppSecret: return "signInWithAppSecret"
        case .signInWithOAuth(let provider, let token, let userID): return "signInWithOAuth \(provider) \(token) \(userID)"
        case .sendPasswordReset(let email): return "sendPasswordReset \(email)"
        case .signOut: return "signOut"
        case .observeAuth(let label): return "observeAuth \(label)"
        case .stopObservingAuth(let label): return "stopObservingAuth \(label)"
        case .checkCurrentUser: return "checkCurrentUser"
        }
    }
}
