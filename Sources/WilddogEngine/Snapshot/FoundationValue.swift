import Foundation

/// The JSON shape of a Foundation/Swift value handed in by user code.
enum FoundationValue {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case object([(key: String, value: Any)])
    case array([Any])
    case unsupported(String)
    case nonStringKey(String)

    private static let booleanClass: AnyClass = type(of: NSNumber(value: true))

    /// Classifies a value; NSNumber booleans are told apart from numbers by their class.
    static func classify(_ value: Any?) -> FoundationValue {
        guard let value else { return .null }
        if case Optional<Any>.none = value as Any? { return .null }
        if value is NSNull { return .null }
        if type(of: value) == Bool.self, let b = value as? Bool { return .bool(b) }
        if let s = value as? String { return .string(s) }
        if let s = value as? Substring { return .string(String(s)) }
        if let n = value as? NSNumber {
            if type(of: n) == booleanClass { return .bool(n.boolValue) }
            return .number(n.doubleValue)
        }
        if let d = value as? [String: Any] { return .object(d.map { ($0.key, $0.value) }) }
        if let d = value as? [AnyHashable: Any] {
            var pairs: [(key: String, value: Any)] = []
            for (k, v) in d {
                guard let key = k.base as? String else { return .nonStringKey(String(describing: k.base)) }
                pairs.append((key, v))
            }
            return .object(pairs)
        }
        if let a = value as? [Any] { return .array(a) }
        // A Swift optional inside a collection (`["a": maybe]`): nil is null, as the
        // Objective-C bridge turns it into NSNull; a wrapped value is classified as itself.
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return .null }
            return classify(wrapped)
        }
        return .unsupported(String(describing: type(of: value)))
    }

    /// A priority or bound value: null, number, string or a server value.
    static func primitive(_ value: Any?) -> LeafValue?? {
        switch classify(value) {
        case .null: return .some(nil)
        case .bool(let b): return .some(.bool(b))
        case .number(let d): return .some(.number(d == 0 ? 0 : d))
        case .string(let s): return .some(.string(s))
        case .object(let pairs):
            if let sv = NodeParser.serverValue(pairs) { return .some(.deferred(sv)) }
            return .none
        default: return .none
        }
    }
}
