import Foundation

/// A transaction block's input as traces show it: the value, and the priority when set.
func transactionInput(_ value: Any?, _ priority: Any?) -> String {
    let text = CanonicalJSON.text(value)
    guard let priority, !(priority is NSNull) else { return text }
    return "\(text) priority=\(CanonicalJSON.text(priority))"
}
