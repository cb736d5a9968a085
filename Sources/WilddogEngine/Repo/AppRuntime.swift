import Dispatch

/// One app's client runtime: its repo and its auth client, created on first use, sharing
/// credentials (the repo always carries the auth client's current token).
///
/// There is one per app URL, whichever API reaches it first (see `AppRuntimeRegistry`): legacy
/// references and the `WDGApp` configured for that URL share its cache, pending writes,
/// transactions, connection, `.info`, onDisconnect writes and signed-in user. Each callback
/// runs on the channel of the API it was registered through.
package final class AppRuntime: Sendable {
    package let appId: String
    package let baseURL: String
    private struct State {
        var repo: Repo?
        var auth: AuthClient?
        var settings = AppSettings()
        /// Set by `delete`.
        var deleteReason: EngineError?
    }
    private let state = Lock(State())

    package init(appId: String, baseURL: String) {
        self.appId = appId
        self.baseURL = baseURL
    }

    /// The repo, created (and connected) on first use; its creation fixes the settings. Once the
    /// app is deleted, a closed repo whose operations fail with the deletion reason.
    package var repo: Repo {
        let (repo, created, auth, closeReason) = state.withLock { s -> (Repo, Bool, AuthClient?, EngineError?) in
            if let repo = s.repo { return (repo, false, s.auth, nil) }
            let queue = DispatchQueue(label: "wilddog.repo.\(appId)")
            let persistence = s.settings.persistenceEnabled && s.deleteReason == nil
                ? PersistenceManager.open(appId: appId, cacheSizeBytes: Int(clamping: s.settings.persistenceCacheSizeBytes), queue: queue)
                : nil
            let repo = Repo(appId: appId, baseURL: baseURL, queue: queue, persistence: persistence)
            s.repo = repo
            return (repo, true, s.auth, s.deleteReason)
        }
        if let closeReason {
            repo.close(closeReason)
        } else if created, let auth {
            auth.attach(repo)
            // The settings are fixed now: a routed app's session follows persistence.
            auth.keepSessionOnDevice(settings.persistenceEnabled)
        }
        return repo
    }

    /// The auth client, created on first use.
    package var auth: AuthClient {
        let (auth, created, repo) = state.withLock { s -> (AuthClient, Bool, Repo?) in
            if let auth = s.auth { return (auth, false, s.repo) }
            let auth = AuthClient(appId: appId, host: BackendRouting.host(of: baseURL))
            s.auth = auth
            return (auth, true, s.repo)
        }
        if created, let repo { auth.attach(repo) }
        if created, isDeleted { auth.close() }
        // A routed app restores its stored session when persistence is on (see `AuthClient`).
        if created, !isDeleted { auth.keepSessionOnDevice(settings.persistenceEnabled) }
        return auth
    }

    /// Whether the repo exists yet (settings are fixed once it does).
    package var hasRepo: Bool { state.withLock { $0.repo != nil } }

    /// The settings in effect (or to be used when the repo is created).
    package var settings: AppSettings { state.withLock { $0.settings } }

    /// Gives a setting through `source` (the API's name for its settings object), under the rule
    /// of `AppSettings`: taken before the repo exists, else ignored when it differs. A conflict
    /// is returned, and logged as a warning unless `report` is false (the caller reports it).
    @discardableResult
    package func apply<Value: Equatable & Sendable>(_ setting: WritableKeyPath<AppSettings, Value>, _ value: Value,
                                                   name: String, via source: String,
                                                   report: Bool = true) -> AppSettingConflict? {
        let conflict = state.withLock { s -> AppSettingConflict? in
            let running = s.settings[keyPath: setting]
            if s.repo == nil || running == value {
                s.settings[keyPath: setting] = value
                return nil
            }
            return AppSettingConflict(baseURL: baseURL, name: name, running: "\(running)", ignored: "\(value)",
                                      source: source)
        }
        if report, let conflict { AppSettingConflict.report([conflict]) }
        return conflict
    }

    /// Drops the observers and auth listeners registered through `channels`, leaving those of
    /// other channels (one API let go of the app while the other keeps using it).
    package func removeCallbacks(on channels: [CallbackChannel]) {
        let (repo, auth) = state.withLock { ($0.repo, $0.auth) }
        for channel in channels {
            repo?.removeObservers(on: channel)
            auth?.removeStateListeners(on: channel)
        }
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
