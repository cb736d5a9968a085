import Foundation

/// The result of a transaction block: save a value, or abort.
#if canImport(ObjectiveC)
@objc(WDGTransactionResult)
#endif
public class WDGTransactionResult: NSObject {
    enum Outcome {
        case success(WDGMutableData)
        case abort
    }

    let outcome: Outcome

    private init(_ outcome: Outcome) {
        self.outcome = outcome
    }

    /// Save `value` at the location.
    public class func success(withValue value: WDGMutableData) -> WDGTransactionResult {
        WDGTransactionResult(.success(value))
    }

    /// Stop the transaction without writing (completion: committed false, error nil).
    public class func abort() -> WDGTransactionResult {
        WDGTransactionResult(.abort)
    }
}
