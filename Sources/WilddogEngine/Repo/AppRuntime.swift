import Dispatch
import Synchronization

/// One app's client runtime: its repo and its auth client, created on first use, sharing
/// credentials (the repo always carries the auth client's current token).
///
/// The 1.x facade keeps one per URL host, the 2.x facade one per `WDGApp`.
package final class AppRuntime: Sendable {
    package let appId: String
    package let baseURL: String
    private struct State {
        var repo: Repo?
        var auth: AuthClient?
        var callbackQueue: DispatchQueue = .main
        var authCallbackQueue: DispatchQueue = .main
        var persistenceEnabled = false
        var persistenceCacheSizeBytes: UInt = 10 * 1024 * 1024
        var deleted = false
    }
    private let state = Mutex(State())

    package init(appId: String, baseURL: String) {
        self.appId = appId
        self.baseURL = baseURL
    }

    /// The repo, created (and connected) on first use.
    package var repo: Repo {
        let (repo, created, auth) = state.withLock { s -> (Repo, Bool, AuthClient?) in
            if let repo = s.repo { return (repo, false, s.auth) }
            let queue = DispatchQueue(label: "wilddog.repo.\(appId)")
            let persistence = s.persistenceEnabled
                ? PersistenceManager.open(appId: appId, cacheSizeBytes: Int(clamping: s.persistenceCacheSizeBytes), queue: queue)
                : nil
            let repo = Repo(appId: appId, baseURL: baseURL, callbackQueue: s.callbackQueue, queue: queue,
                            persistence: persistence)
            s.repo = repo
            return (repo, true, s.auth)
        }
        if created, let auth { auth.attach(repo) }
        return repo
    }

    /// The auth client, created on first use.
    package var auth: AuthClient {
        let (auth, created, repo) = state.withLock { s -> (AuthClient, Bool, Repo?) in
            if let auth = s.auth { return (auth, false, s.repo) }
            let auth = AuthClient(appId: appId, callbackQueue: s.authCallbackQueue)
            s.auth = auth
            return (auth, true, s.repo)
        }
        if created, let repo { auth.attach(repo) }
        return auth
    }

    /// Whether the repo exists yet (settings must be made before it is created).
    package var hasRepo: Bool { state.withLock { $0.repo != nil } }

    /// The queue on which data events and completions run (default: main).
    package var callbackQueue: DispatchQueue {
        get { state.withLock { $0.callbackQueue } }
        set {
            let repo = state.withLock { s -> Repo? in
                s.callbackQueue = newValue
                return s.repo
            }
            repo?.callbackQueue = newValue
        }
    }

    /// The queue on which auth completions and listeners run (default: main).
    package var authCallbackQueue: DispatchQueue {
        get { state.withLock { $0.authCallbackQueue } }
        set {
            let auth = state.withLock { s -> AuthClient? in
                s.authCallbackQueue = newValue
                return s.auth
            }
            auth?.callbackQueue = newValue
        }
    }

    /// Whether the repo keeps its data and pending writes on disk (read when it is created).
    package var persistenceEnabled: Bool {
        get { state.withLock { $0.persistenceEnabled } }
        set { state.withLock { $0.persistenceEnabled = newValue } }
    }

    /// The approximate bound of the on-disk server cache (read when the repo is created).
    package var persistenceCacheSizeBytes: UInt {
        get { state.withLock { $0.persistenceCacheSizeBytes } }
        set { state.withLock { $0.persistenceCacheSizeBytes = newValue } }
    }

    /// Ends the app: the repo disconnects (the server runs its onDisconnect writes).
    package func delete() {
        let repo = state.withLock { s -> Repo? in
            s.deleted = true
            defer { s.repo = nil }
            return s.repo
        }
        repo?.close()
    }

    package var isDeleted: Bool { state.withLock { $0.deleted } }
}
