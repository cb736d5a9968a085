import Foundation

/// Canonical JSON text of Foundation values (sorted keys), the form traces compare.
enum CanonicalJSON {
    static func text(_ value: Any?) -> String {
        guard let value, !(value is NSNull) else { return "null" }
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) else {
            return "<not JSON: \(value)>"
        }
        return String(decoding: data, as: UTF8.self)
    }
}
