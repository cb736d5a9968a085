import Dispatch
import Foundation
import WilddogCore
internal import WilddogEngine

/// The auth state one app shares between its `WDGAuth` handles: the engine auth client, the
/// `WDGUser` object of the current user (kept while the same account stays signed in), and
/// the notification of state changes.
final class AuthState {
    let app: WDGApp
    /// The app's auth client, shared with legacy code of the same app URL (one signed-in user).
    let client: AuthClient
    /// Where this API's auth callbacks run: the main queue.
    let channel: CallbackChannel
    /// The app's `WDGAuth` from `WDGAuth.auth()`, the object of the state notifications.
    weak var owner: WDGAuth?
    /// Locked: `currentUser` may be asked from any thread.
    private let userObject = Lock<UncheckedBox<WDGUser>?>(nil)

    init(app: WDGApp) {
        self.app = app
        client = app.runtime.auth
        channel = app.authChannel
        _ = client.addStateListener(notifyNow: false, on: channel) { [weak self] _ in
            guard let self, let owner = self.owner else { return }
            NotificationCenter.default.post(name: Notification.Name(WDGAuthStateDidChangeNotification), object: owner)
        }
    }

    /// The signed-in user, from the local cache.
    var currentUser: WDGUser? { user(for: client.currentSession) }

    /// The `WDGUser` object of `session`'s account: the cached one (brought up to date) when it
    /// is the same account, else a new one; nil when signed out (or for a session without account).
    func user(for session: AuthSession?) -> WDGUser? {
        guard let session, let record = session.user else { return nil }
        // Boxed: a `WDGUser` is not Sendable, and a lock's state and result must be.
        let user = userObject.withLock { userObject in
            if let existing = userObject, existing.value.uid == record.uid {
                existing.value.update(session)
                return existing
            }
            let created = UncheckedBox(WDGUser(state: self, session: session))
            userObject = created
            return created
        }
        return user.value
    }

    /// Whether `uid` is the signed-in account.
    func isCurrent(_ uid: String) -> Bool {
        client.currentSession?.user?.uid == uid
    }

    /// The error of operations on a deleted app, nil while the app exists.
    var deletedAppError: NSError? {
        guard app.isDeleted else { return nil }
        return AuthError.make(code: WDGAuthErrorCode.failure.rawValue,
                              message: "The app \"\(app.name)\" has been deleted; configure it again.")
    }

    /// Runs `body` on the auth callback queue (for failures reported without the engine).
    func callBack(_ body: @escaping () -> Void) {
        let box = UncheckedBox(body)
        channel.queue.async { box.value() }
    }
}
