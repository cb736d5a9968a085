import Foundation
import Testing
@testable import WilddogEngine

// Shared helpers for the engine unit tests (ordering, validation, export, queries, tree).

/// Parses JSON text (fragments allowed) into Foundation values, so tables can stay `Sendable`.
func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}

/// A node from export-format JSON text.
func node(_ text: String) throws -> Node {
    try Node(exportValue: json(text))
}

/// Foundation values as canonical JSON text, to compare `value`/`exportValue`: object keys in
/// UTF-16 code-unit order, numbers as JS prints them (integral values without a fraction),
/// NSNumber booleans as `true`/`false`. Written here rather than with JSONSerialization, whose
/// key sorting and number formatting differ between platforms.
func canonicalJSON(_ value: Any) throws -> String {
    switch FoundationValue.classify(value) {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let d):
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    case .integer(let i): return String(i)
    case .string(let s): return jsonString(s)
    case .array(let items): return "[" + (try items.map(canonicalJSON)).joined(separator: ",") + "]"
    case .object(let pairs):
        let sorted = pairs.sorted { ReferenceKeyOrder.codeUnits($0.key, $1.key) < 0 }
        return "{" + (try sorted.map { jsonString($0.key) + ":" + (try canonicalJSON($0.value)) }).joined(separator: ",") + "}"
    case .unsupported(let type), .nonStringKey(let type):
        throw ValidationError("canonicalJSON: unsupported \(type)")
    }
}

/// A JSON string literal; only `"`, `\\` and control characters are escaped.
func jsonString(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// The child keys of `node` in `index` order.
func keys(_ node: Node, _ index: Index = .priority) -> [String] {
    node.sortedChildren(index).map(\.name.string)
}

/// The message of the `ValidationError` thrown by `body`, or nil when it does not throw.
func validationMessage(_ body: () throws -> Any) -> String? {
    do {
        _ = try body()
        return nil
    } catch let error as ValidationError {
        return error.message
    } catch {
        return "unexpected error \(error)"
    }
}

/// A query's view of complete data, as its filter produces it from scratch.
func view(_ query: QuerySpec, of data: Node) -> Node { query.result(of: data) }

/// An independent model of the SDKs' key order (SEMANTICS.md §1), written from the JS source
/// (`nameCompare`, `INTEGER_REGEXP_`), used to cross-check `ChildKey.compare`.
enum ReferenceKeyOrder {
    /// JS `tryParseInt`: `^-?(0*)\d{1,10}$` (ASCII digits) and a value in Int32 range.
    static func integer(_ s: String) -> Int64? {
        let regex = /-?0*[0-9]{1,10}/.matchingSemantics(.unicodeScalar)
        guard s.wholeMatch(of: regex) != nil, let value = Int64(s) else { return nil }
        return value >= Int64(Int32.min) && value <= Int64(Int32.max) ? value : nil
    }

    /// Plain UTF-16 code-unit order (JS `<`).
    static func codeUnits(_ a: String, _ b: String) -> Int {
        let x = Array(a.utf16), y = Array(b.utf16)
        if x == y { return 0 }
        return x.lexicographicallyPrecedes(y) ? -1 : 1
    }

    static func compare(_ a: String, _ b: String) -> Int {
        compare(a, integer(a), b, integer(b))
    }

    /// `compare` with the integer values already parsed (the regex is slow in bulk).
    static func compare(_ a: String, _ ia: Int64?, _ b: String, _ ib: Int64?) -> Int {
        switch (ia, ib) {
        case let (x?, y?):
            if x != y { return x < y ? -1 : 1 }
            let la = a.utf16.count, lb = b.utf16.count
            if la != lb { return la < lb ? -1 : 1 }
            return codeUnits(a, b)  // our deliberate tie-break (§1.7)
        case (.some, nil): return -1
        case (nil, .some): return 1
        case (nil, nil): return codeUnits(a, b)
        }
    }
}
