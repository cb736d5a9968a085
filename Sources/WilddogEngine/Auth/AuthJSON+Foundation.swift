import Foundation

/// Conversion between `AuthJSON` and the Foundation values the facades hand around.
extension AuthJSON {
    /// The value as Foundation-style `Any`: `NSNull`, `Bool`, `Int64`, `Double`, `String`,
    /// `[Any]` or `[String: Any]`.
    package var anyValue: Any {
        switch self {
        case .null: NSNull()
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .array(let value): value.map(\.anyValue)
        case .object(let value): value.mapValues(\.anyValue)
        }
    }

    /// Converts a Foundation value (`NSNull`, `Bool`, integers, `Double`, `NSNumber`,
    /// `String`, arrays, string-keyed dictionaries); nil for anything else or a non-finite number.
    package init?(any value: Any) {
        // Foundation bridges numbers and booleans both ways, so decide on the dynamic type
        // first: an `NSNumber` holding 1 must not turn into `true`, nor `true` into 1.
        if type(of: value) == Bool.self, let flag = value as? Bool {
            self = .bool(flag)
            return
        }
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
            guard let converted = AuthJSON(number: number) else { return nil }
            self = converted
            return
        }
        switch value {
        case is NSNull: self = .null
        case let value as Int: self = .int(Int64(value))
        case let value as Int64: self = .int(value)
        case let value as Int32: self = .int(Int64(value))
        case let value as Double:
            guard value.isFinite else { return nil }
            self = .double(value)
        case let value as String: self = .string(value)
        case let value as [Any]:
            var elements = [AuthJSON]()
            for element in value {
                guard let converted = AuthJSON(any: element) else { return nil }
                elements.append(converted)
            }
            self = .array(elements)
        case let value as [String: Any]:
            var members = [String: AuthJSON]()
            for (key, member) in value {
                guard let converted = AuthJSON(any: member) else { return nil }
                members[key] = converted
            }
            self = .object(members)
        default:
            return nil
        }
    }

    private init?(number: NSNumber) {
        let kind = String(cString: number.objCType)
        if kind == "c" || kind == "B" {
            self = .bool(number.boolValue)
        } else if ["d", "f"].contains(kind) {
            guard number.doubleValue.isFinite else { return nil }
            self = .double(number.doubleValue)
        } else {
            self = .int(number.int64Value)
        }
    }
}
