import Foundation

/// What a transaction block returns: save the edited data, or abort.
#if canImport(ObjectiveC)
@objc(WTransactionResult)
#endif
public class WTransactionResult: NSObject {
    enum Outcome {
        case success(WMutableData)
        case abort
    }

    let outcome: Outcome

    init(_ outcome: Outcome) { self.outcome = outcome }

    /// Tells the transaction to save `value` (the block's edited `WMutableData`) here.
    public class func successWithValue(_ value: WMutableData) -> WTransactionResult {
        WTransactionResult(.success(value))
    }

    /// Tells the transaction to stop without writing (completion: committed false, no error).
    public class func abort() -> WTransactionResult {
        WTransactionResult(.abort)
    }
}
