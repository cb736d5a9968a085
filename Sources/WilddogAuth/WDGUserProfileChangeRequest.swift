import Foundation
internal import WilddogEngine

/// Atomic profile update from `WDGUser.profileChangeRequest()`: only the properties set are
/// changed on commit; a property set to nil is cleared.
#if canImport(ObjectiveC)
@objc(WDGUserProfileChangeRequest)
#endif
public class WDGUserProfileChangeRequest: NSObject {
    private let user: WDGUser
    private var displayNameChange: AuthProfileUpdate.Change = .unchanged
    private var photoURLChange: AuthProfileUpdate.Change = .unchanged

    init(user: WDGUser) {
        self.user = user
    }

    /// New display name (≤ 20 characters).
    public var displayName: String? {
        didSet { displayNameChange = displayName.map { .set($0) } ?? .cleared }
    }

    /// New avatar URL (≤ 1024 characters).
    public var photoURL: URL? {
        didSet { photoURLChange = photoURL.map { .set($0.absoluteString) } ?? .cleared }
    }

    /// Saves the changed properties, all or nothing.
    public func commitChanges(completion: WDGUserProfileChangeCallback? = nil) {
        let update = AuthProfileUpdate(displayName: displayNameChange, photoURL: photoURLChange)
        user.updateRecord({ service, token throws in try service.updateProfile(idToken: token, update) }, completion)
    }
}
