import Foundation
import WilddogCore
internal import WilddogEngine

/// Manages user authentication of one `WDGApp`; thread-safe. Completions and listeners run on
/// the main queue.
///
/// Operations of a `WDGAuth` whose app was deleted fail with 22001 `failure` ("The app … has
/// been deleted").
#if canImport(ObjectiveC)
@objc(WDGAuth)
#endif
public class WDGAuth: NSObject {
    private static let attachmentKey = "WilddogAuth.WDGAuth"

    let state: AuthState

    private init(state: AuthState) {
        self.state = state
    }

    /// The `WDGAuth` of the default `WDGApp` (created on first use, then the same instance);
    /// nil when no default app is configured. Thread-safe.
    public class func auth() -> WDGAuth? {
        guard let app = WDGApp.defaultApp() else { return nil }
        return shared(for: app)
    }

    /// A handle on the `WDGAuth` of `app` (created on first use), sharing its auth state;
    /// nil if the app was deleted. Identity is not preserved, as for `WDGApp(named:)`.
    public init?(app: WDGApp) {
        guard let shared = WDGAuth.shared(for: app) else { return nil }
        state = shared.state
    }

    /// The app this auth belongs to; nil once it was deleted.
    public var app: WDGApp? { state.app.registered }

    /// The signed-in user from the local cache, synchronously; nil when nobody is signed in.
    public var currentUser: WDGUser? { state.currentUser }

    /// Signs the current user out (listeners get nil).
    ///
    /// Signing out is local and cannot fail in this toolkit; the method keeps the SDK's
    /// `throws` so that `try auth.signOut()` call sites compile unchanged.
    public func signOut() throws {
        state.client.signOut(on: state.channel)
    }

    /// The app's shared instance, nil for a deleted app.
    private static func shared(for app: WDGApp) -> WDGAuth? {
        guard let registered = app.registered else { return nil }
        return registered.attachment(attachmentKey) {
            let auth = WDGAuth(state: AuthState(app: registered))
            auth.state.owner = auth
            return auth
        }
    }
}
