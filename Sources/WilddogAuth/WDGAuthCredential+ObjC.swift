#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDGAuthCredential` (WDGAuthCredential.h of the 2.x SDK).
extension WDGAuthCredential {
    @available(swift, obsoleted: 1) @objc(provider) public var __provider: String { provider }
}
#endif
