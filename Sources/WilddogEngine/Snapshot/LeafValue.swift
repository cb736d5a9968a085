/// A server-value placeholder written by a client and resolved by the server.
package enum ServerValue: Sendable, Hashable {
    /// `{".sv": "timestamp"}`: the server's time in milliseconds since the Unix epoch.
    case timestamp
    /// `{".sv": {"increment": delta}}`: the existing number plus `delta`.
    case increment(Double)
}

/// The value of a leaf node, or of a priority.
///
/// Numbers are IEEE doubles everywhere (`1` and `1.0` are the same value); `-0` is normalised to
/// `0` on input. Strings compare by UTF-16 code units.
package enum LeafValue: Sendable {
    case bool(Bool)
    case number(Double)
    case string(String)
    /// An unresolved server value; exists only inside write data, never in a view.
    case deferred(ServerValue)

    /// Position of the value's type in the SDKs' order: object (placeholder) < boolean < number < string.
    @inline(__always)
    var typeOrder: Int {
        switch self {
        case .deferred: return 0
        case .bool: return 1
        case .number: return 2
        case .string: return 3
        }
    }

    /// The JSON type name used by node hashes and typed range bounds.
    package var typeName: String {
        switch self {
        case .deferred: return "object"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        }
    }

    /// Total order of leaf values: by type, then by value.
    package static func compare(_ a: LeafValue, _ b: LeafValue) -> Int {
        switch (a, b) {
        case let (.number(x), .number(y)): return x < y ? -1 : (x > y ? 1 : 0)
        case let (.string(x), .string(y)): return compareUTF16(x, y)
        case let (.bool(x), .bool(y)): return x == y ? 0 : (x ? 1 : -1)
        case (.deferred, .deferred): return 0
        default: return a.typeOrder < b.typeOrder ? -1 : 1
        }
    }
}

extension LeafValue: Equatable {
    package static func == (a: LeafValue, b: LeafValue) -> Bool {
        switch (a, b) {
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return equalCodeUnits(x, y)
        case let (.bool(x), .bool(y)): return x == y
        case let (.deferred(x), .deferred(y)): return x == y
        default: return false
        }
    }
}
