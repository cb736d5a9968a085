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
        /// Set by `delete`.
        var deleteReason: EngineError?
    }
    private let state = Mutex(State())

    package init(appId: String, baseURL: String) {
        self.appId = appId
        self.baseURL = baseURL
    }

    /// The repo, created (and connected) on first use. Once the app is deleted, a closed repo
    /// whose operations fail with the deletion reason.
    package var repo: Repo {
        let (repo, created, auth, closeReason) = state.withLock { s -> (Repo, Bool, AuthClient?, EngineError?) in
            if let repo = s.repo { return (repo, false, s.auth, nil) }
            let repo = Repo(appId: appId, baseURL: baseURL, callbackQueue: s.callbackQueue)
            s.repo = repo
            return (repo, true, s.auth, s.deleteReason)
        }
        if let closeReason {
            repo.close(closeReason)
        } else if created, let auth {
            auth.attach(repo)
        }
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
        if created, isDeleted { auth.close() }
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

    /// Stored for persistence (kept in memory by this toolkit; see README).
    package var persistenceEnabled: Bool {
        get { state.withLock { $0.persistenceEnabled } }
        set { state.withLock { $0.persistenceEnabled = newValue } }
    }

    package var persistenceCacheSizeBytes: UInt {
        get { state.withLock { $0.persistenceCacheSizeBytes } }
        set { state.withLock { $0.persistenceCacheSizeBytes = newValue } }
    }

    /// Ends the app (`WDGApp.delete`): the repo closes (no event after this returns, pending
    /// writes, transactions and onDisconnect operations complete once with `reason`, the server
    /// runs the app's onDisconnect writes) and the auth client stops calling its state
    /// listeners. The closed repo is kept, so that operations arriving late fail with `reason`.
    package func delete(_ reason: EngineError = Repo.deletedError) {
        let (repo, auth) = state.withLock { s -> (Repo?, AuthClient?) in
            if s.deleteReason == nil { s.deleteReason = reason }
            return (s.repo, s.auth)
        }
        repo?.close(reason)
        auth?.close()
    }

    package var isDeleted: Bool { state.withLock { $0.deleteReason != nil } }
}
