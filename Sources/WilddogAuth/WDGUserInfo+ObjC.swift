#if canImport(ObjectiveC)
import Foundation

/// The Objective-C protocol `WDGUserInfo` (WDGUserInfo.h of the 2.x SDK). The Swift protocol
/// `WDGUserInfo` is not `@objc` (that would change the Swift API), so Objective-C gets this
/// twin under the protocol's name, with the same requirements: `WDGUser` and the `providerData`
/// entries conform to both with the same properties (which become `@objc` where this is built).
@objc(WDGUserInfo) public protocol __WDGUserInfo: NSObjectProtocol {
    var providerID: String { get }
    var uid: String { get }
    var displayName: String? { get }
    var photoURL: URL? { get }
    var email: String? { get }
    var phone: String? { get }
}
#endif
