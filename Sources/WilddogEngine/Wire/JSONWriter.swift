/// Writes JSON text as UTF-8 bytes: strings escaped as `JSON.stringify` does, numbers as
/// JavaScript prints them, members in the order given.
struct JSONWriter {
    private(set) var bytes: [UInt8]

    init(capacity: Int = 128) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Appends ASCII text as is (punctuation, literals, fixed keys).
    @inline(__always)
    mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always)
    mutating func append(byte: UInt8) { bytes.append(byte) }

    /// Appends raw UTF-8 (already JSON).
    mutating func append(json: [UInt8]) { bytes.append(contentsOf: json) }

    /// Appends a quoted, escaped string.
    mutating func appendString(_ s: String) {
        if let done: Void = s.utf8.withContiguousStorageIfAvailable({ appendEscaped(UnsafeRawBufferPointer($0)) }) { return done }
        Array(s.utf8).withUnsafeBytes { appendEscaped($0) }
    }

    /// Appends UTF-8 text as a quoted string: `"` and `\` escaped, control characters as
    /// `\b \f \n \r \t` or `\u00XX`.
    mutating func appendEscaped(_ utf8: UnsafeRawBufferPointer) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        for i in 0..<utf8.count {
            let b = utf8[i]
            guard b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") else { continue }
            if runStart < i { bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: utf8[runStart..<i])) }
            runStart = i + 1
            bytes.append(UInt8(ascii: "\\"))
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(b)
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            default:
                let hex: StaticString = "0123456789abcdef"
                bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                          hex.utf8Start[Int(b >> 4)], hex.utf8Start[Int(b & 0xF)]])
            }
        }
        if runStart < utf8.count { bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: utf8[runStart...])) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends an integer in decimal.
    mutating func appendInteger(_ value: Int64) {
        var magnitude = value.magnitude
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// Appends a double as JavaScript prints it, except that an integral double within Int64
    /// is written with all its digits (JS pads 2^53 and above with zeros: `1e17 + 8` prints as
    /// `100000000000000000`, which reads back as a different exact integer). Every JSON reader
    /// reads the same double from either text.
    mutating func appendNumber(_ d: Double) {
        if d == d.rounded(.towardZero), let i = Int64(exactly: d) {
            appendInteger(i)
        } else {
            bytes.append(contentsOf: JavaScriptNumber.text(d).utf8)
        }
    }

    /// Appends a generic value (database data in export form).
    mutating func appendValue(_ value: WireJSON) {
        switch value {
        case .null: append("null")
        case .bool(let b): b ? append("true") : append("false")
        case .integer(let i): appendInteger(i)
        case .number(let d): appendNumber(d)
        case .string(let s): appendString(s)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                appendValue(element)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                appendString(member.key)
                bytes.append(UInt8(ascii: ":"))
                appendValue(member.value)
            }
            bytes.append(UInt8(ascii: "}"))
        case .node(let node):
            appendNode(node)
        }
    }
}
