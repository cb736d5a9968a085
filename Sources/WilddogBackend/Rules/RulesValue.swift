import WilddogEngine

/// A value computed while evaluating a rule expression.
enum RulesValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case snapshot(RulesSnapshot)
    /// An object or array from the `auth` variable (the token claims can nest).
    case json(AuthJSON)
    /// What `val()` returns for a node with children: it equals nothing, so rules must use
    /// `child()` to look inside (Firebase's sentinel for the same case).
    case opaqueObject
    case regex(RulesRegex)
    /// An array literal (the argument of `hasChildren()`).
    case list([RulesValue])

    /// The value of an `auth` claim.
    init(_ json: AuthJSON) {
        switch json {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .int(let i): self = .number(Double(i))
        case .double(let d): self = .number(d)
        case .string(let s): self = .string(s)
        case .array, .object: self = .json(json)
        }
    }

    /// The value's type as it reads in an error message.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .snapshot: "snapshot"
        case .json(.array): "array"
        case .json, .opaqueObject: "object"
        case .regex: "regular expression"
        case .list: "array"
        }
    }

    /// A number as JavaScript prints it: integral values without a fraction.
    static func formatNumber(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == value.rounded(), abs(value) < 1e18 { return String(Int64(value)) }
        return String(value)
    }
}
