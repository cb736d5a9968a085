import Foundation

/// The JSON shape of a Foundation/Swift value handed in by user code, one level at a time.
///
/// Classifying never converts the contents of a collection: a nested or self-containing
/// `NSDictionary`/`NSArray` is read one level per call (see `FoundationContainer`), so the
/// parser's depth limit stops deep and cyclic values before anything recurses.
enum FoundationValue {
    case null
    case bool(Bool)
    case number(Double)
    /// An integer number, kept exact (Swift integer types, NSNumber of an integer type).
    case integer(Int64)
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
        // Foundation objects first, without bridging them to Swift collections.
        if type(of: value) is AnyObject.Type { return classify(object: value as AnyObject) }
        if type(of: value) == Bool.self, let b = value as? Bool { return .bool(b) }
        if let s = value as? String { return .string(s) }
        if let s = value as? Substring { return .string(String(s)) }
        if let number = swiftNumber(value) { return number }
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
        if let n = value as? NSNumber { return number(n) }
        return .unsupported(String(describing: type(of: value)))
    }

    /// A Foundation object: NSNull, NSNumber, NSString, NSDictionary or NSArray.
    private static func classify(object: AnyObject) -> FoundationValue {
        if object is NSNull { return .null }
        if let n = object as? NSNumber { return number(n) }
        if let s = object as? NSString { return .string(s as String) }
        if let d = object as? NSDictionary {
            var pairs: [(key: String, value: Any)] = []
            pairs.reserveCapacity(d.count)
            for (key, value) in FoundationContainer.entries(d) {
                guard let s = key as? NSString else { return .nonStringKey(String(describing: key)) }
                pairs.append((s as String, value))
            }
            return .object(pairs)
        }
        if let a = object as? NSArray { return .array(FoundationContainer.elements(a)) }
        return .unsupported(String(describing: type(of: object)))
    }

    /// Swift's own number types; integers stay exact.
    private static func swiftNumber(_ value: Any) -> FoundationValue? {
        switch value {
        case let i as Int: return .integer(Int64(i))
        case let i as Int64: return .integer(i)
        case let i as Int32: return .integer(Int64(i))
        case let i as Int16: return .integer(Int64(i))
        case let i as Int8: return .integer(Int64(i))
        case let u as UInt: return Int64(exactly: u).map(FoundationValue.integer) ?? .number(Double(u))
        case let u as UInt64: return Int64(exactly: u).map(FoundationValue.integer) ?? .number(Double(u))
        case let u as UInt32: return .integer(Int64(u))
        case let u as UInt16: return .integer(Int64(u))
        case let u as UInt8: return .integer(Int64(u))
        case let d as Double: return .number(d)
        case let f as Float: return .number(Double(f))
        default: return nil
        }
    }

    /// An NSNumber: a boolean, an exact integer (signed and unsigned C integer types, as
    /// Firebase iOS reads `long long`), or a double.
    private static func number(_ n: NSNumber) -> FoundationValue {
        if type(of: n) == booleanClass { return .bool(n.boolValue) }
        switch UInt8(bitPattern: n.objCType.pointee) {
        case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "q"):
            return .integer(n.int64Value)
        case UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "L"), UInt8(ascii: "Q"):
            let u = n.uint64Value
            return Int64(exactly: u).map(FoundationValue.integer) ?? .number(Double(u))
        default:
            return .number(n.doubleValue)
        }
    }

    /// A priority or bound value: null, number, string or a server value.
    static func primitive(_ value: Any?) -> LeafValue?? {
        switch classify(value) {
        case .null: return .some(nil)
        case .bool(let b): return .some(.bool(b))
        case .number(let d): return .some(.number(d == 0 ? 0 : d))
        case .integer(let i): return .some(.integer(exactly: i))
        case .string(let s): return .some(.string(s))
        case .object(let pairs):
            if let sv = NodeParser.serverValue(pairs) { return .some(.deferred(sv)) }
            return .none
        default: return .none
        }
    }
}
