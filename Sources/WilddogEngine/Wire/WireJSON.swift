/// A JSON value of a protocol message that is not database data: hello fields, stats
/// counters, auth variables, reply payloads, the bodies of unknown actions.
///
/// Numbers that are integers in Int64 range stay exact (`integer`); others are doubles.
/// Objects keep their members in text order. `node` embeds database data to be written in
/// export form (WIRE-PROTOCOL.md §4): a get reply's data is encoded straight from the node.
package enum WireJSON: Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    indirect case array([WireJSON])
    indirect case object([Member])
    /// Database data, encoded in export form; decoding never produces it.
    case node(Node)

    /// One member of an object.
    package struct Member: Sendable, Equatable {
        package let key: String
        package let value: WireJSON

        package init(_ key: String, _ value: WireJSON) {
            self.key = key
            self.value = value
        }
    }

    /// An object from key/value pairs, in order.
    package static func object(_ pairs: KeyValuePairs<String, WireJSON>) -> WireJSON {
        .object(pairs.map { Member($0.key, $0.value) })
    }

    /// The value of member `key` of an object (the last one when repeated, as JSON.parse does).
    package subscript(key: String) -> WireJSON? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { equalCodeUnits($0.key, key) })?.value
    }

    package var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    package var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The value as a double, for numbers.
    package var doubleValue: Double? {
        switch self {
        case .integer(let i): return Double(i)
        case .number(let d): return d
        default: return nil
        }
    }

    /// The value as an integer, for numbers with an integral value in Int64 range.
    package var integerValue: Int64? {
        switch self {
        case .integer(let i): return i
        case .number(let d): return Int64(exactly: d)
        default: return nil
        }
    }

    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The JSON type name, for messages.
    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer, .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        case .node: return "data"
        }
    }
}

extension WireJSON: Equatable {
    /// Structural equality; numbers compare by value, strings by code units, objects member by
    /// member in order.
    package static func == (a: WireJSON, b: WireJSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.string(x), .string(y)): return equalCodeUnits(x, y)
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { equalCodeUnits($0.key, $1.key) && $0.value == $1.value }
        case let (.node(x), .node(y)): return x == y
        default:
            guard let x = a.numberValue, let y = b.numberValue else { return false }
            return LeafValue.compare(x, y) == 0
        }
    }

    private var numberValue: LeafValue? {
        switch self {
        case .integer(let i): return .integer(exactly: i)
        case .number(let d): return .number(d)
        default: return nil
        }
    }
}

extension WireJSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int64) { self = .integer(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: WireJSON...) { self = .array(elements) }
}
