import Dispatch
import Foundation
import Synchronization

/// The signed-in state of one app on the client side: the current session, state listeners,
/// token refresh, and the token handed to the app's repo so rules see `auth`.
///
/// Operations run against the account service of the app's backend (from `BackendRouting`)
/// on the client's own queue;
/// results and listener calls go out on the channel of the API they came through (the
/// client's default channel, the main queue unless set, when none is given).
///
/// One client per app, shared by both APIs: a sign-in or sign-out through either changes the
/// one current user, tells every listener of both, and re-authenticates the app's connection.
///
/// With a remote account service (an app routed to a server) the client also does what the
/// SDKs do on the device: it refreshes the ID token ahead of its expiry, refreshes it when the
/// server revokes it, and keeps the session on the device while persistence is on.
package final class AuthClient: @unchecked Sendable {
    // @unchecked: `session`, `listeners`, `repos`, `sessionStore` and `refreshGeneration` are
    // used only on `queue`.
    package let appId: String
    let queue: DispatchQueue
    /// The account service of the app's backend; nil when no backend serves the app.
    private let accounts: (any AuthAccountService)?
    private let defaultChannel: CallbackChannel
    private var session: AuthSession?
    private var listeners: [(handle: Int64, channel: CallbackChannel, listener: UncheckedBox<(AuthSession?) -> Void>)] = []
    private var repos: [WeakRepo] = []
    /// Where the session is kept on the device (remote services, persistence on); nil: nowhere.
    private var sessionStore: AuthSessionStore?
    /// Bumped by every session change: a scheduled refresh of an older session does nothing.
    private var refreshGeneration = 0
    /// Set by `close` (the app was deleted): state listeners are no longer called.
    private let closed = Atomic<Bool>(false)
    private static let nextHandle = Atomic<Int64>(1)

    /// The client of app `appId`; `host` (of the app's URL) can route it (see `BackendRouting`).
    package init(appId: String, host: String? = nil, callbackQueue: DispatchQueue = .main) {
        self.appId = appId
        self.accounts = BackendRouting.backend(appId: appId, host: host).flatMap { $0.accountService(appId: appId) }
        self.queue = DispatchQueue(label: "wilddog.auth.\(appId)")
        self.defaultChannel = CallbackChannel(callbackQueue)
    }

    /// The queue of callbacks given without a channel.
    package var callbackQueue: DispatchQueue {
        get { defaultChannel.queue }
        set { defaultChannel.queue = newValue }
    }

    /// The account service operations run against.
    /// - Throws: `failure` when no backend serves the app.
    package func service() throws(AuthServiceError) -> any AuthAccountService {
        guard let accounts else { throw .failure(detail: BackendRouting.unroutedMessage(appId: appId)) }
        return accounts
    }

    /// The current session, read synchronously.
    package var currentSession: AuthSession? { queue.sync { session } }

    /// Feeds this client's token to `repo` now and after every change.
    package func attach(_ repo: Repo) {
        queue.async { [self] in
            guard !closed.load(ordering: .acquiring) else { return }
            repos.removeAll { $0.repo == nil }
            repos.append(WeakRepo(repo))
            repo.setAuthToken(session?.idToken)
            repo.setAuthRevokedHandler { [weak self] error in self?.tokenRejected(error) }
        }
    }

    /// Runs `operation` against the auth service; `completion` runs on `channel`'s queue.
    package func run<T>(_ operation: @escaping @Sendable (any AuthAccountService) throws -> T, on channel: CallbackChannel? = nil,
                        completion: @escaping (Result<T, AuthServiceError>) -> Void) {
        onQueue(channel, completion) { [self] in try operation(try service()) }
    }

    /// Runs a sign-in; on success the session becomes current (listeners are told, the repo
    /// re-authenticates) before `completion` runs.
    package func signIn(_ operation: @escaping @Sendable (any AuthAccountService) throws -> AuthSession,
                        on channel: CallbackChannel? = nil,
                        completion: @escaping (Result<AuthSession, AuthServiceError>) -> Void) {
        onQueue(channel, completion) { [self] in
            let newSession = try operation(try service())
            setSession(newSession, by: channel)
            return newSession
        }
    }

    /// Runs an operation on the current session's ID token (refreshed first when expired).
    /// A returned session replaces the current one (e.g. after a password change).
    package func withCurrentToken<T>(_ operation: @escaping @Sendable (any AuthAccountService, String) throws -> (T, AuthSession?),
                                     on channel: CallbackChannel? = nil,
                                     completion: @escaping (Result<T, AuthServiceError>) -> Void) {
        onQueue(channel, completion) { [self] in
            let (value, newSession) = try operation(try service(), try signedInToken())
            if let newSession { setSession(newSession, by: channel) }
            return value
        }
    }

    /// Signs out: listeners get nil, the repo drops its credentials.
    package func signOut(on channel: CallbackChannel? = nil) {
        queue.sync { if session != nil { setSession(nil, by: channel) } }
    }

    /// Signs out a user that is not anonymous (before an anonymous sign-in replaces the session).
    package func signOutUnlessAnonymous(on channel: CallbackChannel? = nil) {
        queue.sync { if let session, session.user?.isAnonymous != true { setSession(nil, by: channel) } }
    }

    /// Replaces the current session without a sign-in (e.g. after reload or profile changes).
    package func updateCurrentUser(_ user: AuthUserRecord) {
        queue.async { [self] in
            guard var current = session, current.user?.uid == user.uid else { return }
            current.user = user
            session = current
            sessionStore?.save(current)
        }
    }

    /// The ID token, refreshed when it has expired.
    package func idToken(forceRefresh: Bool = false, on channel: CallbackChannel? = nil,
                         completion: @escaping (Result<String, AuthServiceError>) -> Void) {
        onQueue(channel, completion) { [self] in
            if forceRefresh, let current = session, !current.refreshToken.isEmpty {
                setSession(try service().refresh(refreshToken: current.refreshToken), by: channel)
            }
            return try signedInToken()
        }
    }

    /// Registers a listener of session changes; with `notifyNow`, it is called right away
    /// (asynchronously) with the current session. It runs on `channel`'s queue.
    package func addStateListener(notifyNow: Bool = true, on channel: CallbackChannel? = nil,
                                  _ listener: @escaping (AuthSession?) -> Void) -> Int64 {
        let handle = AuthClient.nextHandle.add(1, ordering: .relaxed).oldValue
        let box = UncheckedBox(listener)
        let channel = channel ?? defaultChannel
        queue.async { [self] in
            guard !closed.load(ordering: .acquiring) else { return }
            listeners.append((handle, channel, box))
            if notifyNow {
                let current = session
                channel.queue.async { [self] in if !closed.load(ordering: .acquiring) { box.value(current) } }
            }
        }
        return handle
    }

    /// Stops calling state listeners (the app was deleted) and stops feeding tokens to repos.
    /// Operations already started still complete, once. A call on the state listeners that is
    /// already queued is dropped.
    package func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        queue.async { [self] in
            listeners = []
            repos = []
        }
    }

    package func removeStateListener(_ handle: Int64) {
        queue.async { [self] in listeners.removeAll { $0.handle == handle } }
    }

    /// Removes every listener registered through `channel`.
    package func removeStateListeners(on channel: CallbackChannel) {
        queue.async { [self] in listeners.removeAll { $0.channel === channel } }
    }

    // MARK: On the queue

    /// Runs `body` on the queue; its result (errors as `AuthServiceError`) goes to `completion`
    /// on `channel`'s queue.
    private func onQueue<T>(_ channel: CallbackChannel?, _ completion: @escaping (Result<T, AuthServiceError>) -> Void,
                            _ body: @escaping () throws -> T) {
        let box = UncheckedBox((body, completion))
        let channel = channel ?? defaultChannel
        queue.async { [self] in
            let result: Result<T, AuthServiceError>
            do { result = .success(try box.value.0()) } catch { result = .failure(AuthClient.authError(error)) }
            let resultBox = UncheckedBox(result)
            let step = EngineRecorders.recorder(for: appId).map { ($0, RecordedStep.authResult(result)) }
            channel.queue.async {
                if let (recorder, step) = step { recorder.append(step) }
                box.value.1(resultBox.value)
            }
        }
    }

    /// Makes `newSession` current: the repos re-authenticate, every listener (of both APIs) is
    /// told on its channel. A recorder sees the change on the channel of the API that made it.
    /// A remote session is stored on the device (persistence on) and its refresh scheduled.
    private func setSession(_ newSession: AuthSession?, by channel: CallbackChannel? = nil) {
        session = newSession
        sessionStore?.save(newSession)
        scheduleRefreshAhead()
        let token = newSession?.idToken
        repos.removeAll { $0.repo == nil }
        for ref in repos { ref.repo?.setAuthToken(token) }
        let current = newSession
        if let recorder = EngineRecorders.recorder(for: appId) {
            let step = RecordedStep.authState(uid: current.map { $0.user?.uid ?? AuthSession.secretAdminUID }, provider: current?.provider)
            (channel ?? defaultChannel).queue.async { [self] in if !closed.load(ordering: .acquiring) { recorder.append(step) } }
        }
        for entry in listeners {
            let listener = entry.listener
            entry.channel.queue.async { [self] in if !closed.load(ordering: .acquiring) { listener.value(current) } }
        }
    }

    /// The current ID token, refreshed if it has expired (a remote one: if it expires within
    /// the refresh head start, as the SDKs do); nil when signed out.
    private func freshTokenLocked() throws(AuthServiceError) -> String? {
        guard let current = session else { return nil }
        let service = try self.service()
        let headStart = service.remoteScope == nil ? 0 : Self.refreshHeadStart(current)
        if current.expiresAt.addingTimeInterval(-headStart) <= service.now() && !current.refreshToken.isEmpty {
            let renewed = try service.refresh(refreshToken: current.refreshToken)
            setSession(renewed)
            return renewed.idToken
        }
        return current.idToken
    }

    /// The current ID token (refreshed if expired); fails when no user is signed in.
    private func signedInToken() throws(AuthServiceError) -> String {
        guard let token = try freshTokenLocked() else { throw AuthServiceError.userNotFound(detail: "No user is signed in.") }
        return token
    }

    /// The server rejected the token the repo presented (expired, revoked, account disabled or
    /// deleted): present the current token again if it is still good (it replaced the rejected
    /// one), else refresh it, else sign out — listeners hear it and the repo goes on signed out.
    private func tokenRejected(_ error: EngineError) {
        queue.async { [self] in
            guard let current = session else {
                for ref in repos { ref.repo?.setAuthToken(nil) }
                return
            }
            let service = try? self.service()
            if service?.remoteScope != nil {
                // As the SDKs do: a revoked token is refreshed (the server already said no); a
                // session without a refresh token (the app secret's) ends.
                if current.refreshToken.isEmpty { setSession(nil) } else { refreshRemote(generation: refreshGeneration, attempt: 0) }
            } else if (try? service?.validateToken(current.idToken)) != nil {
                for ref in repos { ref.repo?.setAuthToken(current.idToken) }
            } else if !current.refreshToken.isEmpty, let renewed = try? service?.refresh(refreshToken: current.refreshToken) {
                setSession(renewed)
            } else {
                setSession(nil)
            }
        }
    }
}

extension AuthClient {
    /// Operations throw `AuthServiceError`; anything else is an unknown failure.
    static func authError(_ error: any Error) -> AuthServiceError {
        (error as? AuthServiceError) ?? .unknown(detail: "\(error)")
    }
}

// MARK: Remote sessions

extension AuthClient {
    /// How long before its expiry a remote ID token is refreshed: five minutes, as the SDKs
    /// do, or a quarter of a shorter lifetime.
    static func refreshHeadStart(_ session: AuthSession) -> TimeInterval {
        min(300, max(0, session.expiresAt.timeIntervalSince(session.issuedAt)) / 4)
    }

    /// Keeps the session on the device while `enabled` (the app's persistence setting), for a
    /// remote service only. Turned on with no current session, the stored one is restored:
    /// listeners hear it and the repos present its token.
    package func keepSessionOnDevice(_ enabled: Bool) {
        queue.async { [self] in
            guard !closed.load(ordering: .acquiring), let scope = accounts?.remoteScope else { return }
            guard enabled else {
                sessionStore = nil
                return
            }
            guard sessionStore == nil else { return }
            let store = AuthSessionStore(appId: appId, scope: scope)
            sessionStore = store
            if session == nil, let restored = store.load() {
                setSession(restored)
            } else {
                store.save(session)
            }
        }
    }

    /// Schedules the refresh of the current remote session ahead of its expiry (on the queue).
    private func scheduleRefreshAhead() {
        refreshGeneration += 1
        guard let current = session, let service = accounts, service.remoteScope != nil, !current.refreshToken.isEmpty,
              current.expiresAt != .distantFuture else { return }
        let generation = refreshGeneration
        let due = current.expiresAt.addingTimeInterval(-Self.refreshHeadStart(current)).timeIntervalSince(service.now())
        queue.asyncAfter(deadline: .now() + max(0, due)) { [weak self] in
            self?.refreshRemote(generation: generation, attempt: 0)
        }
    }

    /// Refreshes the current remote session (on the queue), unless it changed since
    /// `generation`. When the server cannot be reached or fails it tries again (2, 4, … 60 s);
    /// when it refuses the session (revoked, disabled, deleted), the user is signed out, as the
    /// SDKs do.
    private func refreshRemote(generation: Int, attempt: Int) {
        guard generation == refreshGeneration, !closed.load(ordering: .acquiring), let current = session,
              !current.refreshToken.isEmpty, let service = accounts else { return }
        do throws(AuthServiceError) {
            setSession(try service.refresh(refreshToken: current.refreshToken))
        } catch {
            switch error {
            case .networkError, .failure, .unknown, .tooManyAttempts:
                EngineLog.log("auth: cannot refresh the ID token of \(appId) (\(error)); trying again")
                let wait = min(60, Double(2 << min(attempt, 5)))
                queue.asyncAfter(deadline: .now() + wait) { [weak self] in
                    self?.refreshRemote(generation: generation, attempt: attempt + 1)
                }
            default:
                EngineLog.log("auth: the server refused to refresh the session of \(appId) (\(error)); signed out")
                setSession(nil)
            }
        }
    }
}
