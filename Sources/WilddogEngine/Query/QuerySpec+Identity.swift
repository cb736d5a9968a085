extension QuerySpec: Hashable, CustomStringConvertible {
    /// The stable identity of the query: `"default"`, or its wire object (SEMANTICS.md §4.1:
    /// `sp`/`sn`/`sin`, `ep`/`en`/`ein`, `l`, `vf`, `i`) as ASCII JSON with sorted keys.
    package var identifier: String {
        if isDefault { return "default" }
        var fields: [(String, String)] = []
        if let start {
            fields.append(("sp", QuerySpec.json(start.value)))
            if let name = start.name { fields.append(("sn", QuerySpec.json(name.string))) }
            fields.append(("sin", start.inclusive ? "true" : "false"))
        }
        if let end {
            fields.append(("ep", QuerySpec.json(end.value)))
            if let name = end.name { fields.append(("en", QuerySpec.json(name.string))) }
            fields.append(("ein", end.inclusive ? "true" : "false"))
        }
        if let limit {
            fields.append(("l", String(limit)))
            fields.append(("vf", QuerySpec.json(anchor == .first ? "l" : "r")))
        }
        if index != .priority { fields.append(("i", QuerySpec.json(index.description))) }
        fields.sort { $0.0 < $1.0 }
        return "{" + fields.map { QuerySpec.json($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    package var description: String { identifier }

    package static func == (a: QuerySpec, b: QuerySpec) -> Bool { a.identifier == b.identifier }

    package func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    static func json(_ node: Node) -> String {
        switch node.leafValue {
        case .string(let s)?: return json(s)
        case .number(let d)?: return formatNumber(d)
        case .integer(let i)?: return String(i)
        case .bool(let b)?: return b ? "true" : "false"
        default: return "null"
        }
    }

    static func json(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value > 0x7E {
                    // Non-ASCII as UTF-16 escapes: the identifier stays ASCII, so Swift String
                    // equality (canonical equivalence) cannot merge distinct bounds or paths.
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Numbers as JS prints them: integral values without a fraction.
    static func formatNumber(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 9.2e18 { return String(Int64(d)) }
        return "\(d)"
    }
}
