#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WilddogApp` (WilddogApp.h of the 1.x SDK).
extension WilddogApp {
    @available(swift, obsoleted: 1) @objc(goOffline) public func __goOffline() { goOffline() }
    @available(swift, obsoleted: 1) @objc(goOnline) public func __goOnline() { goOnline() }
}
#endif
