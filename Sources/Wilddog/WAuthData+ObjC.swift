#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WAuthData` (WAuthData.h of the 1.x SDK).
extension WAuthData {
    @available(swift, obsoleted: 1) @objc(auth) public var __auth: [AnyHashable: Any] { auth }
    @available(swift, obsoleted: 1) @objc(expires) public var __expires: NSNumber { expires }
    @available(swift, obsoleted: 1) @objc(uid) public var __uid: String { uid }
    @available(swift, obsoleted: 1) @objc(provider) public var __provider: String { provider }
    @available(swift, obsoleted: 1) @objc(token) public var __token: String { token }
    @available(swift, obsoleted: 1) @objc(providerData) public var __providerData: [AnyHashable: Any] { providerData }
}
#endif
