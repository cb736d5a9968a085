import Dispatch
import Foundation
import Synchronization

/// The signed-in state of one app on the client side: the current session, state listeners,
/// token refresh, and the token handed to the app's repo so rules see `auth`.
///
/// Operations run against the account service of the app's backend (from `BackendRouting`)
/// one at a time on the client's operations queue, where a remote service waits on the
/// network; the state (session, listeners, repos) is behind a lock of its own that no
/// operation holds while it waits, so reading the current user, signing out or adding a
/// listener never waits on a request. Work begun on a session that is no longer current
/// (a refresh, an account change) does not replace the current one.
/// Results and listener calls go out on the channel of the API they came through (the
/// client's default channel, the main queue unless set, when none is given).
///
/// One client per app, shared by both APIs: a sign-in or sign-out through either changes the
/// one current user, tells every listener of both, and re-authenticates the app's connection.
///
/// With a remote account service (an app routed to a server) the client also does what the
/// SDKs do on the device: it refreshes the ID token ahead of its expiry, refreshes it when the
/// server revokes it, and keeps the session on the device while persistence is on.
package final class AuthClient: Sendable {
    package let appId: String
    /// Runs the account operations one at a time; they may wait on the network.
    let queue: DispatchQueue
    /// The account service of the app's backend; nil when no backend serves the app.
    private let accounts: (any AuthAccountService)?
    private let defaultChannel: CallbackChannel
    /// Session, listeners, repos and store; held only for moments, never across a request.
    private let state = Mutex(AuthClientState())
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

    /// The current session, read synchronously without waiting on any request.
    package var currentSession: AuthSession? { state.withLock { $0.session } }

    /// Feeds this client's token to `repo` now and after every change.
    package func attach(_ repo: Repo) {
        state.withLock { state in
            guard !closed.load(ordering: .acquiring) else { return }
            state.repos.removeAll { $0.repo == nil }
            state.repos.append(WeakRepo(repo))
            repo.setAuthToken(state.session?.idToken)
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
    /// A returned session replaces the current one (e.g. after a password change) unless the
    /// user signed out or another session became current meanwhile.
    package func withCurrentToken<T>(_ operation: @escaping @Sendable (any AuthAccountService, String) throws -> (T, AuthSession?),
                                     on channel: CallbackChannel? = nil,
                                     completion: @escaping (Result<T, AuthServiceError>) -> Void) {
        onQueue(channel, completion) { [self] in
            let (token, generation) = try signedInToken()
            let (value, newSession) = try operation(try service(), token)
            if let newSession { setSession(newSession, by: channel, ifGeneration: generation) }
            return value
        }
    }

    /// Signs out: listeners get nil, the repo drops its credentials. It does not wait for an
    /// operation in flight; one that then signs in makes its user current, as in the SDKs.
    package func signOut(on channel: CallbackChannel? = nil) {
        state.withLock { state in if state.session != nil { replaceSession(nil, in: &state, by: channel) } }
    }

    /// Signs out a user that is not anonymous (before an anonymous sign-in replaces the session).
    package func signOutUnlessAnonymous(on channel: CallbackChannel? = nil) {
        state.withLock { state in
            if let session = state.session, session.user?.isAnonymous != true { replaceSession(nil, in: &state, by: channel) }
        }
    }

    /// Replaces the current user without a sign-in (e.g. after reload or profile changes).
    package func updateCurrentUser(_ user: AuthUserRecord) {
        state.withLock { state in
            guard var current = state.session, current.user?.uid == user.uid else { return }
            current.user = user
            state.session = current
            state.sessionStore?.save(current)
        }
    }

    /// The ID token, refreshed when it has expired.
    package func idToken(forceRefresh: Bool = false, on channel: CallbackChannel? = nil,
                         completion: @escaping (Result<String, AuthServiceError>) -> Void) {
        onQueue(channel, completion) { [self] in
            if forceRefresh {
                let (current, generation) = snapshot()
                if let current, !current.refreshToken.isEmpty {
                    let renewed = try service().refresh(refreshToken: current.refreshToken)
                    // Signed out meanwhile: the caller still gets the token it asked for.
                    guard setSession(renewed, by: channel, ifGeneration: generation) else { return renewed.idToken }
                }
            }
            return try signedInToken().token
        }
    }

    /// Registers a listener of session changes; with `notifyNow`, it is called right away
    /// (asynchronously) with the current session. It runs on `channel`'s queue.
    package func addStateListener(notifyNow: Bool = true, on channel: CallbackChannel? = nil,
                                  _ listener: @escaping (AuthSession?) -> Void) -> Int64 {
        let handle = AuthClient.nextHandle.add(1, ordering: .relaxed).oldValue
        let box = UncheckedBox(listener)
        let channel = channel ?? defaultChannel
        state.withLock { state in
            guard !closed.load(ordering: .acquiring) else { return }
            state.listeners.append(AuthClientState.Listener(handle: handle, channel: channel, call: box))
            if notifyNow {
                let current = state.session
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
        state.withLock { state in
            state.listeners = []
            state.repos = []
        }
    }

    package func removeStateListener(_ handle: Int64) {
        state.withLock { $0.listeners.removeAll { $0.handle == handle } }
    }

    /// Removes every listener registered through `channel`.
    package func removeStateListeners(on channel: CallbackChannel) {
        state.withLock { $0.listeners.removeAll { $0.channel === channel } }
    }

    // MARK: Operations

    /// Runs `body` on the operations queue; its result (errors as `AuthServiceError`) goes to
    /// `completion` on `channel`'s queue.
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

    /// The current session and its generation.
    private func snapshot() -> (session: AuthSession?, generation: Int) {
        state.withLock { ($0.session, $0.generation) }
    }

    /// Makes `newSession` current, if the current one is still that of `generation` (any, when
    /// nil). - Returns: whether it did.
    @discardableResult
    private func setSession(_ newSession: AuthSession?, by channel: CallbackChannel? = nil, ifGeneration generation: Int? = nil) -> Bool {
        state.withLock { state in
            if let generation, state.generation != generation { return false }
            replaceSession(newSession, in: &state, by: channel)
            return true
        }
    }

    /// Makes `newSession` current (under the lock): the repos re-authenticate, every listener
    /// (of both APIs) is told on its channel, in the order of the changes. A recorder sees the
    /// change on the channel of the API that made it. A remote session is stored on the device
    /// (persistence on) and its refresh scheduled.
    private func replaceSession(_ newSession: AuthSession?, in state: inout AuthClientState, by channel: CallbackChannel?) {
        state.session = newSession
        state.generation += 1
        state.sessionStore?.save(newSession)
        scheduleRefreshAhead(newSession, generation: state.generation)
        let token = newSession?.idToken
        state.repos.removeAll { $0.repo == nil }
        for ref in state.repos { ref.repo?.setAuthToken(token) }
        let current = newSession
        if let recorder = EngineRecorders.recorder(for: appId) {
            let step = RecordedStep.authState(uid: current.map { $0.user?.uid ?? AuthSession.secretAdminUID }, provider: current?.provider)
            (channel ?? defaultChannel).queue.async { [self] in if !closed.load(ordering: .acquiring) { recorder.append(step) } }
        }
        for entry in state.listeners {
            let listener = entry.call
            entry.channel.queue.async { [self] in if !closed.load(ordering: .acquiring) { listener.value(current) } }
        }
    }

    /// The current ID token with its session's generation, refreshed first if it has expired
    /// (a remote one: if it expires within the refresh head start, as the SDKs do); nil when
    /// signed out. On the operations queue.
    private func freshToken() throws(AuthServiceError) -> (token: String, generation: Int)? {
        let (current, generation) = snapshot()
        guard let current else { return nil }
        let service = try self.service()
        let headStart = service.remoteScope == nil ? 0 : Self.refreshHeadStart(current)
        if current.expiresAt.addingTimeInterval(-headStart) <= service.now() && !current.refreshToken.isEmpty {
            let renewed = try service.refresh(refreshToken: current.refreshToken)
            // Signed out meanwhile: the operation goes on with the renewed token, the session stays out.
            let renewedGeneration = state.withLock { state -> Int in
                guard state.generation == generation else { return generation }
                replaceSession(renewed, in: &state, by: nil)
                return state.generation
            }
            return (renewed.idToken, renewedGeneration)
        }
        return (current.idToken, generation)
    }

    /// The current ID token (refreshed if expired) and its generation; fails when no user is signed in.
    private func signedInToken() throws(AuthServiceError) -> (token: String, generation: Int) {
        guard let fresh = try freshToken() else { throw AuthServiceError.userNotFound(detail: "No user is signed in.") }
        return fresh
    }

    /// The server rejected the token the repo presented (expired, revoked, account disabled or
    /// deleted): present the current token again if it is still good (it replaced the rejected
    /// one), else refresh it, else sign out — listeners hear it and the repo goes on signed out.
    private func tokenRejected(_ error: EngineError) {
        queue.async { [self] in
            let (current, generation) = snapshot()
            guard let current else {
                state.withLock { state in
                    if state.session == nil { for ref in state.repos { ref.repo?.setAuthToken(nil) } }
                }
                return
            }
            let service = try? self.service()
            if service?.remoteScope != nil {
                // As the SDKs do: a revoked token is refreshed (the server already said no); a
                // session without a refresh token (the app secret's) ends.
                if current.refreshToken.isEmpty { setSession(nil, ifGeneration: generation) } else { refreshRemote(generation: generation, attempt: 0) }
            } else if (try? service?.validateToken(current.idToken)) != nil {
                state.withLock { state in
                    guard state.generation == generation else { return }
                    for ref in state.repos { ref.repo?.setAuthToken(current.idToken) }
                }
            } else if !current.refreshToken.isEmpty, let renewed = try? service?.refresh(refreshToken: current.refreshToken) {
                setSession(renewed, ifGeneration: generation)
            } else {
                setSession(nil, ifGeneration: generation)
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
        guard let scope = accounts?.remoteScope else { return }
        state.withLock { state in
            guard !closed.load(ordering: .acquiring) else { return }
            guard enabled else {
                state.sessionStore = nil
                return
            }
            guard state.sessionStore == nil else { return }
            let store = AuthSessionStore(appId: appId, scope: scope)
            state.sessionStore = store
            if state.session == nil, let restored = store.load() {
                replaceSession(restored, in: &state, by: nil)
            } else {
                store.save(state.session)
            }
        }
    }

    /// Schedules the refresh of `session` (just made current, as `generation`) ahead of its
    /// expiry, when it is a remote one that can be refreshed.
    private func scheduleRefreshAhead(_ session: AuthSession?, generation: Int) {
        guard let session, let service = accounts, service.remoteScope != nil, !session.refreshToken.isEmpty,
              session.expiresAt != .distantFuture else { return }
        let due = session.expiresAt.addingTimeInterval(-Self.refreshHeadStart(session)).timeIntervalSince(service.now())
        queue.asyncAfter(deadline: .now() + max(0, due)) { [weak self] in
            self?.refreshRemote(generation: generation, attempt: 0)
        }
    }

    /// Refreshes the current remote session (on the operations queue), unless it changed
    /// since `generation`. When the server cannot be reached or fails it tries again (2, 4, …
    /// 60 s); when it refuses the session (revoked, disabled, deleted), the user is signed
    /// out, as the SDKs do.
    private func refreshRemote(generation: Int, attempt: Int) {
        let (current, currentGeneration) = snapshot()
        guard generation == currentGeneration, !closed.load(ordering: .acquiring), let current,
              !current.refreshToken.isEmpty, let service = accounts else { return }
        do throws(AuthServiceError) {
            setSession(try service.refresh(refreshToken: current.refreshToken), ifGeneration: generation)
        } catch {
            switch error {
            case .networkError, .failure, .unknown, .tooManyAttempts:
                EngineLog.log("auth: cannot refresh the ID token of \(appId) (\(error)); trying again")
                let wait = min(60, Double(2 << min(attempt, 5)))
                queue.asyncAfter(deadline: .now() + wait) { [weak self] in
                    self?.refreshRemote(generation: generation, attempt: attempt + 1)
                }
            default:
                if setSession(nil, ifGeneration: generation) {
                    EngineLog.log("auth: the server refused to refresh the session of \(appId) (\(error)); signed out")
                }
            }
        }
    }
}
