#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDGUserProfileChangeRequest` (WDGUser.h of the 2.x SDK).
extension WDGUserProfileChangeRequest {
    @available(swift, obsoleted: 1) @objc(displayName) public var __displayName: String? {
        get { displayName }
        set { displayName = newValue }
    }

    @available(swift, obsoleted: 1) @objc(photoURL) public var __photoURL: URL? {
        get { photoURL }
        set { photoURL = newValue }
    }

    @available(swift, obsoleted: 1) @objc(commitChangesWithCompletion:)
    public func __commitChanges(completion: WDGUserProfileChangeCallback?) { commitChanges(completion: completion) }
}
#endif
