#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDGServerValue` (WDGServerValue.h of the 2.x SDK).
extension WDGServerValue {
    @discardableResult @available(swift, obsoleted: 1) @objc(timestamp) public class func __timestamp() -> [AnyHashable: Any] { timestamp() }
}
#endif
