import WilddogEngine

/// Reads the JSON of a rules document, with `//` and `/* */` comments allowed as whitespace
/// (as the Firebase and Wilddog consoles accept them) and every error located in the text.
struct RulesJSONParser {
    private let source: RulesSourceText
    private var index = 0
    /// Keys of the objects being read, for the rule path in error messages.
    private var keyPath: [String] = []
    private static let maxDepth = 100

    init(source: RulesSourceText) {
        self.source = source
    }

    /// Parses the whole text as one JSON value.
    mutating func parseDocument() throws(RulesParseError) -> RulesJSON {
        try skipTrivia()
        let value = try parseValue(depth: 0)
        try skipTrivia()
        if index < source.count {
            throw error(at: index, "Unexpected \(describe(source.scalars[index])) after the end of the rules document.")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws(RulesParseError) -> RulesJSON {
        guard index < source.count else { throw error(at: index, "Unexpected end of the rules document; expected a value.") }
        guard depth <= Self.maxDepth else { throw error(at: index, "The rules document is nested too deeply.") }
        let start = index
        switch source.scalars[index] {
        case "{": return try parseObject(depth: depth)
        case "[": return try parseArray(depth: depth)
        case "\"": return RulesJSON(value: .string(try parseString()), offset: start)
        case "-", "0"..."9": return RulesJSON(value: .number(try parseNumber()), offset: start)
        case "t": try expectWord("true"); return RulesJSON(value: .bool(true), offset: start)
        case "f": try expectWord("false"); return RulesJSON(value: .bool(false), offset: start)
        case "n": try expectWord("null"); return RulesJSON(value: .null, offset: start)
        case "'": throw error(at: index, "Strings must use double quotes.")
        case let c: throw error(at: index, "Unexpected \(describe(c)); expected a value.")
        }
    }

    private mutating func parseObject(depth: Int) throws(RulesParseError) -> RulesJSON {
        let start = index
        index += 1
        var members: [RulesJSON.Member] = []
        var seen: Set<ChildKey> = []
        try skipTrivia()
        var closed = consume("}")
        while !closed {
            guard peek == "\"" else {
                throw error(at: index, index < source.count
                    ? "Expected a double-quoted key, found \(describe(source.scalars[index]))."
                    : "Unexpected end of the rules document; expected a key.")
            }
            let keyOffset = index
            let key = try parseString().text
            guard seen.insert(ChildKey(key)).inserted else { throw error(at: keyOffset, "Duplicate key \"\(key)\".") }
            try skipTrivia()
            guard consume(":") else { throw error(at: index, "Expected ':' after the key \"\(key)\".") }
            try skipTrivia()
            keyPath.append(key)
            let value = try parseValue(depth: depth + 1)
            keyPath.removeLast()
            members.append(RulesJSON.Member(key: key, keyOffset: keyOffset, value: value))
            closed = try endOfElement(closing: "}", "Expected ',' or '}' after the value of \"\(key)\".")
        }
        return RulesJSON(value: .object(members), offset: start)
    }

    private mutating func parseArray(depth: Int) throws(RulesParseError) -> RulesJSON {
        let start = index
        index += 1
        var items: [RulesJSON] = []
        try skipTrivia()
        var closed = consume("]")
        while !closed {
            items.append(try parseValue(depth: depth + 1))
            closed = try endOfElement(closing: "]", "Expected ',' or ']' in the array.")
        }
        return RulesJSON(value: .array(items), offset: start)
    }

    /// Reads the `,` or the `close` after an element; true when `close` ended the container.
    private mutating func endOfElement(closing close: Unicode.Scalar, _ expected: String) throws(RulesParseError) -> Bool {
        try skipTrivia()
        if consume(close) { return true }
        guard peek == "," else { throw error(at: index, expected) }
        let comma = index
        index += 1
        try skipTrivia()
        if peek == close { throw error(at: comma, "Trailing comma before '\(close)'.") }
        return false
    }

    private mutating func parseString() throws(RulesParseError) -> RulesJSON.StringValue {
        let open = index
        index += 1
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        while true {
            guard index < source.count else { throw error(at: open, "Unterminated string.") }
            let c = source.scalars[index]
            if c == "\"" {
                offsets.append(index)
                index += 1
                var text = String.UnicodeScalarView()
                text.append(contentsOf: scalars)
                return RulesJSON.StringValue(text: String(text), scalars: scalars, offsets: offsets)
            }
            if c.value < 0x20 { throw error(at: index, "Control character \(describe(c)) must be escaped in a string.") }
            let scalarStart = index
            if c == "\\" {
                scalars.append(try parseEscape())
            } else {
                scalars.append(c)
                index += 1
            }
            offsets.append(scalarStart)
        }
    }

    private mutating func parseEscape() throws(RulesParseError) -> Unicode.Scalar {
        let start = index
        index += 1
        guard index < source.count else { throw error(at: start, "Unterminated escape sequence.") }
        let c = source.scalars[index]
        index += 1
        switch c {
        case "\"": return "\""
        case "\\": return "\\"
        case "/": return "/"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            let unit = try parseHex4(escapeStart: start)
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard peek == "\\", index + 1 < source.count, source.scalars[index + 1] == "u" else {
                    throw error(at: start, "Unpaired surrogate in a \\u escape.")
                }
                index += 2
                let low = try parseHex4(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else { throw error(at: start, "Unpaired surrogate in a \\u escape.") }
                let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(value)!
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error(at: start, "Unpaired surrogate in a \\u escape.") }
            return scalar
        default:
            throw error(at: start, "Invalid escape sequence '\\\(c)'.")
        }
    }

    private mutating func parseHex4(escapeStart: Int) throws(RulesParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < source.count, let digit = hexValue(source.scalars[index]) else {
                throw error(at: escapeStart, "A \\u escape needs four hexadecimal digits.")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": c.value - 0x30
        case "a"..."f": c.value - 0x61 + 10
        case "A"..."F": c.value - 0x41 + 10
        default: nil
        }
    }

    private mutating func parseNumber() throws(RulesParseError) -> Double {
        let start = index
        if peek == "-" { index += 1 }
        guard let first = peek, ("0"..."9").contains(first) else { throw error(at: start, "Invalid number.") }
        if first == "0" {
            index += 1
        } else {
            skipDigits()
        }
        if peek == "." {
            index += 1
            guard let d = peek, ("0"..."9").contains(d) else { throw error(at: start, "Invalid number: digits must follow '.'.") }
            skipDigits()
        }
        if peek == "e" || peek == "E" {
            index += 1
            if peek == "+" || peek == "-" { index += 1 }
            guard let d = peek, ("0"..."9").contains(d) else { throw error(at: start, "Invalid number: digits must follow the exponent.") }
            skipDigits()
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: source.scalars[start..<index])
        guard let value = Double(String(text)), value.isFinite else { throw error(at: start, "Invalid number.") }
        return value
    }

    private mutating func skipDigits() {
        while let d = peek, ("0"..."9").contains(d) { index += 1 }
    }

    private mutating func expectWord(_ word: String) throws(RulesParseError) {
        let start = index
        for expected in word.unicodeScalars {
            guard peek == expected else { throw error(at: start, "Unexpected token; expected a value.") }
            index += 1
        }
        if let next = peek, next.properties.isAlphabetic || ("0"..."9").contains(next) || next == "_" {
            throw error(at: start, "Unexpected token; expected a value.")
        }
    }

    // MARK: Whitespace and comments

    private mutating func skipTrivia() throws(RulesParseError) {
        while index < source.count {
            switch source.scalars[index] {
            case " ", "\t", "\n", "\r", "\u{FEFF}":
                index += 1
            case "/":
                let start = index
                guard index + 1 < source.count else { throw error(at: start, "Unexpected '/'.") }
                switch source.scalars[index + 1] {
                case "/":
                    index += 2
                    while index < source.count, source.scalars[index] != "\n", source.scalars[index] != "\r" { index += 1 }
                case "*":
                    index += 2
                    while true {
                        guard index + 1 < source.count else { throw error(at: start, "Unterminated /* comment.") }
                        if source.scalars[index] == "*" && source.scalars[index + 1] == "/" { index += 2; break }
                        index += 1
                    }
                default:
                    throw error(at: start, "Unexpected '/'; comments start with // or /*.")
                }
            default:
                return
            }
        }
    }

    // MARK: Helpers

    private var peek: Unicode.Scalar? { index < source.count ? source.scalars[index] : nil }

    /// Skips `c` when it is next.
    private mutating func consume(_ c: Unicode.Scalar) -> Bool {
        guard peek == c else { return false }
        index += 1
        return true
    }

    private func describe(_ c: Unicode.Scalar) -> String {
        c.value < 0x20 || c.value == 0x7F ? "character U+\(String(c.value, radix: 16, uppercase: true))" : "'\(c)'"
    }

    private func error(at offset: Int, _ message: String) -> RulesParseError {
        RulesParseError(
            location: source.location(of: offset),
            rulePath: keyPath.isEmpty ? "/" : "/" + keyPath.joined(separator: "/"),
            message: message)
    }
}
