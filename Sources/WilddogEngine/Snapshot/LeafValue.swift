/// A server-value placeholder written by a client and resolved by the server.
package enum ServerValue: Sendable, Hashable {
    /// `{".sv": "timestamp"}`: the server's time in milliseconds since the Unix epoch.
    case timestamp
    /// `{".sv": {"increment": delta}}`: the existing number plus `delta`.
    case increment(Double)
}

/// The value of a leaf node, or of a priority.
///
/// Numbers are compared by value (`1` and `1.0` are the same value); `-0` is normalised to `0` on
/// input. A number is a `.number` double unless it is an integer that a double cannot hold
/// exactly (beyond ±2^53, such as `Int64.max`): that one is an `.integer`, so every integer that
/// fits in Int64 round-trips exactly, as NSNumber `long long` does in the Firebase iOS SDK.
/// `LeafValue.integer(exactly:)` picks the form. Strings compare by UTF-16 code units.
package enum LeafValue: Sendable {
    case bool(Bool)
    case number(Double)
    /// An integer that no double equals; every other number is a `.number`.
    case integer(Int64)
    case string(String)
    /// An unresolved server value; exists only inside write data, never in a view.
    case deferred(ServerValue)

    /// Position of the value's type in the SDKs' order: object (placeholder) < boolean < number < string.
    @inline(__always)
    var typeOrder: Int {
        switch self {
        case .deferred: return 0
        case .bool: return 1
        case .number, .integer: return 2
        case .string: return 3
        }
    }

    /// The JSON type name used by node hashes and typed range bounds.
    package var typeName: String {
        switch self {
        case .deferred: return "object"
        case .bool: return "boolean"
        case .number, .integer: return "number"
        case .string: return "string"
        }
    }

    /// Total order of leaf values: by type, then by value.
    package static func compare(_ a: LeafValue, _ b: LeafValue) -> Int {
        switch (a, b) {
        case let (.number(x), .number(y)): return x < y ? -1 : (x > y ? 1 : 0)
        case let (.integer(x), .integer(y)): return x < y ? -1 : (x > y ? 1 : 0)
        case let (.integer(x), .number(y)): return compareExactly(x, y)
        case let (.number(x), .integer(y)): return -compareExactly(y, x)
        case let (.string(x), .string(y)): return compareUTF16(x, y)
        case let (.bool(x), .bool(y)): return x == y ? 0 : (x ? 1 : -1)
        case (.deferred, .deferred): return 0
        default: return a.typeOrder < b.typeOrder ? -1 : 1
        }
    }
}

extension LeafValue {
    /// The number `value`: a `.number` when a double holds it exactly, an `.integer` otherwise.
    package static func integer(exactly value: Int64) -> LeafValue {
        let d = Double(value)
        return Int64(exactly: d) == value ? .number(d) : .integer(value)
    }

    /// The value as a double (the nearest one for an `.integer`), when it is a number.
    package var doubleValue: Double? {
        switch self {
        case .number(let d): return d
        case .integer(let i): return Double(i)
        default: return nil
        }
    }

    /// `value + delta` (server increments): exact while both are integers and the sum fits in
    /// Int64, a double otherwise.
    package static func sum(_ value: LeafValue, _ delta: LeafValue) -> LeafValue? {
        if let a = value.exactInteger, let b = delta.exactInteger {
            let (sum, overflow) = a.addingReportingOverflow(b)
            if !overflow { return integer(exactly: sum) }
        }
        guard let a = value.doubleValue, let b = delta.doubleValue else { return nil }
        return .number(a + b)
    }

    /// The value as an Int64 when it is an integral number in Int64 range.
    package var exactInteger: Int64? {
        switch self {
        case .integer(let i): return i
        case .number(let d): return Int64(exactly: d)
        default: return nil
        }
    }

    /// The order of an integer and a double by exact value (no rounding of the integer).
    private static func compareExactly(_ x: Int64, _ y: Double) -> Int {
        if y.isNaN { return -1 }
        // 2^63 is exact as a double; every Int64 is below it and at or above -2^63.
        if y >= 9_223_372_036_854_775_808.0 { return -1 }
        if y < -9_223_372_036_854_775_808.0 { return 1 }
        let whole = y.rounded(.down)
        let w = Int64(whole)
        if x != w { return x < w ? -1 : 1 }
        return y > whole ? -1 : 0
    }
}

extension LeafValue: Equatable {
    package static func == (a: LeafValue, b: LeafValue) -> Bool {
        switch (a, b) {
        case let (.number(x), .number(y)): return x == y
        case let (.integer(x), .integer(y)): return x == y
        case let (.string(x), .string(y)): return equalCodeUnits(x, y)
        case let (.bool(x), .bool(y)): return x == y
        case let (.deferred(x), .deferred(y)): return x == y
        default: return false
        }
    }
}
