/// A strict JSON (RFC 8259) reader over UTF-8 bytes, one token at a time.
///
/// Message decoders walk objects member by member and read database data straight into
/// nodes (`JSONReader+Node.swift`), so a frame is parsed once without an intermediate tree.
/// Everything is checked: grammar, UTF-8, escapes (a lone surrogate escape becomes U+FFFD, as
/// a browser's UTF-8 encoder would send it), nesting depth. Errors are `WireError` values
/// with the byte offset; nothing here traps on any input.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position: Int
    let end: Int
    /// Deepest nesting of arrays and objects read as generic values or skipped.
    static let maxGenericDepth = 128

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        position = 0
        end = bytes.count
    }

    /// A reader of the value that occupies `range` of `bytes` (a member read before its context).
    init(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        self.bytes = bytes
        position = range.lowerBound
        end = range.upperBound
    }

    // MARK: Errors

    func syntaxError(_ what: String) -> WireError {
        WireError(.malformedJSON, "\(what) at byte \(position)")
    }

    private func unexpected() -> WireError {
        guard position < end else { return syntaxError("Unexpected end of JSON") }
        let b = bytes[position]
        if b >= 0x20 && b < 0x7F { return syntaxError("Unexpected character '\(Character(Unicode.Scalar(b)))'") }
        return syntaxError("Unexpected byte 0x\(String(b, radix: 16))")
    }

    // MARK: Structure

    @inline(__always)
    mutating func skipWhitespace() {
        while position < end {
            let b = bytes[position]
            guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
            position += 1
        }
    }

    /// The next significant byte, without consuming it; 0 at the end (never valid there).
    @inline(__always)
    mutating func peek() -> UInt8 {
        skipWhitespace()
        return position < end ? bytes[position] : 0
    }

    @inline(__always)
    private mutating func consume(_ byte: UInt8) throws(WireError) {
        skipWhitespace()
        guard position < end, bytes[position] == byte else { throw unexpected() }
        position += 1
    }

    /// Goes back to an earlier offset (to pass over a value that failed to read).
    mutating func rewind(to offset: Int) { position = offset }

    /// Requires that nothing but whitespace is left.
    mutating func finish() throws(WireError) {
        skipWhitespace()
        guard position == end else { throw syntaxError("Unexpected data after the JSON value") }
    }

    /// Consumes `{`; false when the object is empty (its `}` consumed too).
    mutating func openObject() throws(WireError) -> Bool {
        try consume(UInt8(ascii: "{"))
        if peek() == UInt8(ascii: "}") {
            position += 1
            return false
        }
        return true
    }

    /// Reads a member's key and its colon.
    mutating func readKey() throws(WireError) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw syntaxError("Expected a string key") }
        let key = try readString()
        try consume(UInt8(ascii: ":"))
        return key
    }

    /// After a member: true when another follows (`,` consumed), false at `}`.
    mutating func nextMember() throws(WireError) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            position += 1
            return true
        case UInt8(ascii: "}"):
            position += 1
            return false
        default:
            throw unexpected()
        }
    }

    /// Consumes `[`; false when the array is empty (its `]` consumed too).
    mutating func openArray() throws(WireError) -> Bool {
        try consume(UInt8(ascii: "["))
        if peek() == UInt8(ascii: "]") {
            position += 1
            return false
        }
        return true
    }

    /// After an element: true when another follows (`,` consumed), false at `]`.
    mutating func nextElement() throws(WireError) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            position += 1
            return true
        case UInt8(ascii: "]"):
            position += 1
            return false
        default:
            throw unexpected()
        }
    }

    /// Consumes `true`, `false` or `null`.
    mutating func readLiteral() throws(WireError) -> WireJSON {
        skipWhitespace()
        if matches("true") { return .bool(true) }
        if matches("false") { return .bool(false) }
        if matches("null") { return .null }
        throw unexpected()
    }

    private mutating func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard end - position >= count else { return false }
        for i in 0..<count where bytes[position + i] != word.utf8Start[i] { return false }
        position += count
        return true
    }

    // MARK: Strings

    /// Reads a string token: validated UTF-8, escapes decoded.
    mutating func readString() throws(WireError) -> String {
        try consume(UInt8(ascii: "\""))
        let start = position
        // Fast path: no escape before the closing quote.
        while position < end {
            let b = bytes[position]
            if b == UInt8(ascii: "\"") {
                let s = try makeString(UnsafeBufferPointer(rebasing: bytes[start..<position]))
                position += 1
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw syntaxError("Unescaped control character in a string") }
            position += 1
        }
        guard position < end else { throw syntaxError("Unterminated string") }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(position - start + 16)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < end {
            let b = bytes[position]
            switch b {
            case UInt8(ascii: "\""):
                position += 1
                return try buffer.withUnsafeBufferPointer { (p) throws(WireError) -> String in try makeString(p) }
            case UInt8(ascii: "\\"):
                try readEscape(into: &buffer)
            case ..<0x20:
                throw syntaxError("Unescaped control character in a string")
            default:
                buffer.append(b)
                position += 1
            }
        }
        throw syntaxError("Unterminated string")
    }

    private func makeString(_ utf8: UnsafeBufferPointer<UInt8>) throws(WireError) -> String {
        guard JSONReader.isValidUTF8(utf8) else { throw syntaxError("Invalid UTF-8 in a string") }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Whether bytes are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, at
    /// most U+10FFFF), checked without the generic `String(validating:)`, which is slow here.
    static func isValidUTF8(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = utf8.count
        while i < n {
            // Eight ASCII bytes at a time.
            if n - i >= 8, UnsafeRawPointer(utf8.baseAddress! + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
                continue
            }
            let b = utf8[i]
            if b < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return false
            }
            guard n - i >= length else { return false }
            let second = utf8[i + 1]
            guard second >= low && second <= high else { return false }
            for j in 2..<max(2, length) where utf8[i + j] & 0xC0 != 0x80 { return false }
            i += length
        }
        return true
    }

    /// Decodes the escape at `position` (the backslash) into UTF-8.
    private mutating func readEscape(into buffer: inout [UInt8]) throws(WireError) {
        position += 1
        guard position < end else { throw syntaxError("Unterminated string") }
        let c = bytes[position]
        position += 1
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(c)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate: a low surrogate escape must follow to make one scalar.
                if end - position >= 6, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                    let save = position
                    position += 2
                    let low = try readHex4()
                    if (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        scalar = 0xFFFD
                        position = save
                    }
                } else {
                    scalar = 0xFFFD
                }
            } else if (0xDC00...0xDFFF).contains(scalar) {
                scalar = 0xFFFD
            }
            appendUTF8(scalar, to: &buffer)
        default:
            position -= 1
            throw syntaxError("Invalid escape")
        }
    }

    private mutating func readHex4() throws(WireError) -> UInt32 {
        guard end - position >= 4 else { throw syntaxError("Unterminated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[position]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw syntaxError("Invalid \\u escape")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            buffer.append(UInt8(scalar))
        case ..<0x800:
            buffer.append(UInt8(0xC0 | scalar >> 6))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            buffer.append(UInt8(0xE0 | scalar >> 12))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        default:
            buffer.append(UInt8(0xF0 | scalar >> 18))
            buffer.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    // MARK: Numbers

    /// A number token: an `integer` when it is written without fraction or exponent and fits
    /// Int64, otherwise the correctly rounded double. Out-of-range numbers (`1e400`) are errors.
    mutating func readNumber() throws(WireError) -> WireJSON {
        skipWhitespace()
        let start = position
        var negative = false
        if position < end && bytes[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        // Integer part: 0, or a non-zero digit followed by digits.
        guard position < end, isDigit(bytes[position]) else { throw unexpected() }
        var magnitude: UInt64 = 0
        var overflow = false
        var digits = 0
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < end && isDigit(bytes[position]) { throw syntaxError("Leading zero in a number") }
        } else {
            while position < end && isDigit(bytes[position]) {
                let (m, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (s, o2) = m.addingReportingOverflow(UInt64(bytes[position] - UInt8(ascii: "0")))
                overflow = overflow || o1 || o2
                magnitude = s
                digits += 1
                position += 1
            }
        }
        var isInteger = true
        if position < end && bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard position < end, isDigit(bytes[position]) else { throw syntaxError("Expected a digit after the decimal point") }
            while position < end && isDigit(bytes[position]) { position += 1 }
        }
        if position < end && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
            isInteger = false
            position += 1
            if position < end && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) { position += 1 }
            guard position < end, isDigit(bytes[position]) else { throw syntaxError("Expected a digit in the exponent") }
            while position < end && isDigit(bytes[position]) { position += 1 }
        }
        if isInteger && !overflow {
            if !negative && magnitude <= UInt64(Int64.max) { return .integer(Int64(magnitude)) }
            if negative && magnitude <= UInt64(Int64.max) + 1 {
                return magnitude == 0 ? .integer(0) : .integer(Int64(bitPattern: 0 &- magnitude))
            }
        }
        let d = try parseDouble(start, negative: negative)
        return .number(d == 0 ? 0 : d)
    }

    @inline(__always)
    private func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    /// The correctly rounded double of the number text from `start` to `position`.
    private func parseDouble(_ start: Int, negative: Bool) throws(WireError) -> Double {
        let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
        if let d = JSONReader.fastDouble(text) { return d }
        // Swift's parser is locale-independent and correctly rounded (strtod in the C locale).
        guard let d = Double(String(decoding: text, as: UTF8.self)), d.isFinite else {
            throw WireError(.invalidData, "Number out of range at byte \(start)")
        }
        return d
    }

    /// Clinger's fast path: at most 15 significant digits and a power of ten up to 22 give an
    /// exact double quotient/product, so one rounding is the correct one.
    private static func fastDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        var negative = false
        if text[0] == UInt8(ascii: "-") { negative = true; i = 1 }
        var mantissa: UInt64 = 0
        var significant = 0
        var fractionDigits = 0
        var seenPoint = false
        while i < text.count {
            let b = text[i]
            if b == UInt8(ascii: ".") { seenPoint = true; i += 1; continue }
            guard b &- UInt8(ascii: "0") < 10 else { break }
            if mantissa != 0 || b != UInt8(ascii: "0") { significant += 1 }
            if significant > 15 { return nil }
            mantissa = mantissa * 10 + UInt64(b - UInt8(ascii: "0"))
            if seenPoint { fractionDigits += 1 }
            i += 1
        }
        var exponent = 0
        if i < text.count {
            // 'e' or 'E'
            i += 1
            var expNegative = false
            if text[i] == UInt8(ascii: "+") { i += 1 } else if text[i] == UInt8(ascii: "-") { expNegative = true; i += 1 }
            while i < text.count {
                exponent = exponent * 10 + Int(text[i] - UInt8(ascii: "0"))
                if exponent > 400 { return nil }
                i += 1
            }
            if expNegative { exponent = -exponent }
        }
        exponent -= fractionDigits
        let value = Double(mantissa)
        var result: Double
        if mantissa == 0 {
            result = 0
        } else if exponent == 0 {
            result = value
        } else if exponent > 0 && exponent <= 22 {
            result = value * powersOfTen[exponent]
        } else if exponent < 0 && exponent >= -22 {
            result = value / powersOfTen[-exponent]
        } else {
            return nil
        }
        if negative { result = -result }
        return result
    }

    private static let powersOfTen: [Double] = (0...22).map { e in
        var p = 1.0
        for _ in 0..<e { p *= 10 }
        return p
    }

    // MARK: Generic values

    /// Reads any value into a `WireJSON` tree, at most `maxGenericDepth` levels deep.
    mutating func readValue(depth: Int = 0) throws(WireError) -> WireJSON {
        switch peek() {
        case UInt8(ascii: "{"):
            guard depth < JSONReader.maxGenericDepth else { throw WireError(.tooLarge, "JSON nested too deeply at byte \(position)") }
            var members: [WireJSON.Member] = []
            var more = try openObject()
            while more {
                let key = try readKey()
                members.append(WireJSON.Member(key, try readValue(depth: depth + 1)))
                more = try nextMember()
            }
            return .object(members)
        case UInt8(ascii: "["):
            guard depth < JSONReader.maxGenericDepth else { throw WireError(.tooLarge, "JSON nested too deeply at byte \(position)") }
            var elements: [WireJSON] = []
            var more = try openArray()
            while more {
                elements.append(try readValue(depth: depth + 1))
                more = try nextElement()
            }
            return .array(elements)
        case UInt8(ascii: "\""):
            return .string(try readString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try readNumber()
        default:
            return try readLiteral()
        }
    }

    /// Checks and passes over one value; returns the bytes it occupies (to read it later).
    mutating func skipValue(depth: Int = 0) throws(WireError) -> Range<Int> {
        skipWhitespace()
        let start = position
        switch peek() {
        case UInt8(ascii: "{"):
            guard depth < JSONReader.maxGenericDepth else { throw WireError(.tooLarge, "JSON nested too deeply at byte \(position)") }
            var more = try openObject()
            while more {
                _ = try skipString(key: true)
                try consume(UInt8(ascii: ":"))
                _ = try skipValue(depth: depth + 1)
                more = try nextMember()
            }
        case UInt8(ascii: "["):
            guard depth < JSONReader.maxGenericDepth else { throw WireError(.tooLarge, "JSON nested too deeply at byte \(position)") }
            var more = try openArray()
            while more {
                _ = try skipValue(depth: depth + 1)
                more = try nextElement()
            }
        case UInt8(ascii: "\""):
            try skipString(key: false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try readNumber()
        default:
            _ = try readLiteral()
        }
        return start..<position
    }

    /// Checks a string token without building it (escapes and UTF-8 still validated).
    private mutating func skipString(key: Bool) throws(WireError) {
        guard peek() == UInt8(ascii: "\"") else { throw key ? syntaxError("Expected a string key") : unexpected() }
        position += 1
        let start = position
        var plain = true
        while position < end {
            let b = bytes[position]
            if b == UInt8(ascii: "\"") {
                if plain {
                    let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
                    if !isASCII(text) { _ = try makeString(text) }
                    position += 1
                    return
                }
                break
            }
            if b == UInt8(ascii: "\\") { plain = false; break }
            if b < 0x20 { throw syntaxError("Unescaped control character in a string") }
            position += 1
        }
        // With escapes: decode it (rare in skipped members).
        position = start - 1
        _ = try readString()
    }

    private func isASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for b in text where b >= 0x80 { return false }
        return true
    }
}
