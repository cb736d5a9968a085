#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WTransactionResult` (WTransactionResult.h of the 1.x SDK).
extension WTransactionResult {
    @discardableResult @available(swift, obsoleted: 1) @objc(successWithValue:)
    public class func __successWithValue(_ value: WMutableData) -> WTransactionResult { successWithValue(value) }

    @discardableResult @available(swift, obsoleted: 1) @objc(abort) public class func __abort() -> WTransactionResult { abort() }
}
#endif
