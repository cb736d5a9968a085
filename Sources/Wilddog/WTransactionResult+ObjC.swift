#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WTransactionResult` (WTransactionResult.h of the 1.x SDK).
extension WTransactionResult {
    @available(swift, obsoleted: 1) @objc(successWithValue:)
    public class func __successWithValue(_ value: WMutableData) -> WTransactionResult { successWithValue(value) }

    @available(swift, obsoleted: 1) @objc(abort) public class func __abort() -> WTransactionResult { abort() }
}
#endif
