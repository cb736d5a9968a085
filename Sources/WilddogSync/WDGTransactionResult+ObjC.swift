#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDGTransactionResult` (WDGTransactionResult.h of the 2.x SDK).
extension WDGTransactionResult {
    @discardableResult @available(swift, obsoleted: 1) @objc(successWithValue:)
    public class func __successWithValue(_ value: WDGMutableData) -> WDGTransactionResult { success(withValue: value) }

    @discardableResult @available(swift, obsoleted: 1) @objc(abort) public class func __abort() -> WDGTransactionResult { abort() }
}
#endif
