import Foundation
internal import WilddogEngine

/// A Wilddog Auth user, from `WDGAuth.currentUser` or a result callback; thread-safe.
///
/// The object stays the same while its account stays signed in, and its properties follow
/// every change made through it or its `WDGAuth` (updates, reload, verification). All
/// completions run asynchronously on the main queue.
#if canImport(ObjectiveC)
@objc(WDGUser)
#endif
public class WDGUser: NSObject, WDGUserInfo {
    let state: AuthState
    /// The account's uid (never changes).
    public let uid: String
    /// The latest known session of this account (its record and tokens).
    private let session: Lock<AuthSession>

    init(state: AuthState, session: AuthSession) {
        self.state = state
        self.session = Lock(session)
        uid = session.uid
    }

    /// true for an anonymous user.
    public var isAnonymous: Bool { record.isAnonymous }

    /// true once the email of the account has been verified.
    public var isEmailVerified: Bool { record.emailVerified }

    /// true once the phone number of the account has been verified.
    public var isPhoneVerified: Bool { record.phoneVerified }

    /// One entry per linked login method ("password" first, then the OAuth identities).
    public var providerData: [any WDGUserInfo] { record.providerData.map(LinkedProviderInfo.init) }

    /// How this user signed in: "password", "anonymous", "custom", "qq", "weixin", "weibo"
    /// (the 1.x `WAuthData.provider`).
    public var providerID: String { session.withLock { $0.provider } }

    /// Display name.
    public var displayName: String? { record.displayName }

    /// Avatar URL.
    public var photoURL: URL? { record.photoURL.flatMap(URL.init(string:)) }

    /// Email address.
    public var email: String? { record.email }

    /// Phone number.
    public var phone: String? { record.phone }

    /// A request object to change displayName/photoURL atomically; set properties, then
    /// `commitChanges(completion:)`.
    public func profileChangeRequest() -> WDGUserProfileChangeRequest {
        WDGUserProfileChangeRequest(user: self)
    }

    // MARK: State

    private var record: AuthUserRecord {
        session.withLock { $0.user ?? AuthUserRecord(uid: uid, creationProviderID: $0.provider, createdAt: $0.issuedAt) }
    }

    /// A newer session of this account (sign-in, token refresh, reauthentication).
    func update(_ newSession: AuthSession) {
        guard newSession.user?.uid == uid else { return }
        session.withLock { $0 = newSession }
    }

    /// The account as the server now stores it; the current session's record follows.
    func update(_ newRecord: AuthUserRecord) {
        guard newRecord.uid == uid else { return }
        session.withLock { $0.user = newRecord }
        if state.isCurrent(uid) { state.client.updateCurrentUser(newRecord) }
    }

    /// Runs an operation authorized by this user's ID token (the engine picks the current
    /// session's or the one this object holds, refreshed when expired); a session the
    /// operation returns or a refresh made replaces the one held here.
    func perform<T>(_ operation: @escaping @Sendable (any AuthAccountService, String) throws -> (T, AuthSession?),
                    _ completion: @escaping (Result<T, NSError>) -> Void) {
        if let error = state.deletedAppError {
            return state.callBack { completion(.failure(error)) }
        }
        let held = session.withLock { $0 }
        state.client.withToken(of: held, operation, on: state.channel) { [self] result in
            if case .success((_, let newSession?)) = result { update(newSession) }
            completion(result.map(\.0).mapError(AuthError.make))
        }
    }
}
