/// A JSON value, the type of token claims and of the rules' `auth` variable.
package enum AuthJSON: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number without fraction, as JWT numeric dates and counters are written.
    case int(Int64)
    case double(Double)
    case string(String)
    case array([AuthJSON])
    case object([String: AuthJSON])

    /// The string, when this is a string.
    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The boolean, when this is a boolean.
    package var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The number as a `Double`, when this is a number.
    package var doubleValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The number as an `Int64`, when this is a number with no fraction in range.
    package var int64Value: Int64? {
        switch self {
        case .int(let value): value
        case .double(let value): Int64(exactly: value)
        default: nil
        }
    }

    /// The members, when this is an object.
    package var objectValue: [String: AuthJSON]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The member `key`, when this is an object that has it.
    package subscript(key: String) -> AuthJSON? {
        objectValue?[key]
    }
}
