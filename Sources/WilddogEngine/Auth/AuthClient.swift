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
package final class AuthClient: @unchecked Sendable {
    // @unchecked: `session`, `listeners` and `repos` are used only on `queue`.
    package let appId: String
    let queue: DispatchQueue
    /// The account service of the app's backend; nil when no backend serves the app.
    private let accounts: (any AuthAccountService)?
    private let defaultChannel: CallbackChannel
    private var session: AuthSession?
    private var listeners: [(handle: Int64, channel: CallbackChannel, listener: UncheckedBox<(AuthSession?) -> Void>)] = []
    private var repos: [WeakRepo] = []
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
    private func setSession(_ newSession: AuthSession?, by channel: CallbackChannel? = nil) {
        session = newSession
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

    /// The current ID token, refreshed if it has expired; nil when signed out.
    private func freshTokenLocked() throws(AuthServiceError) -> String? {
        guard let current = session else { return nil }
        let service = try self.service()
        if current.expiresAt <= service.now() && !current.refreshToken.isEmpty {
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
            if (try? service?.validateToken(current.idToken)) != nil {
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
