import Foundation

/// JSON text of a Foundation value with sorted keys (`null` for nil / NSNull), for comparisons.
public func json(_ value: Any?) -> String {
    guard let value, !(value is NSNull) else { return "null" }
    if let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) {
        return String(decoding: data, as: UTF8.self)
    }
    return "\(value)"
}
