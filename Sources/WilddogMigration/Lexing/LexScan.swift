/// Scanning helpers shared by the Swift and Objective-C lexers.
enum LexScan {
    /// Scans a numeric literal starting at a digit: digits, letters (hex, suffixes), `_`,
    /// a `.` followed by a digit, and exponent signs.
    @inline(__always)
    static func number(_ b: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
        let n = b.count
        var i = start + 1
        while i < n {
            let c = b[i]
            if Byte.isIdentifierBody(c) && c < 0x80 { i += 1; continue }
            if c == Byte.dot && i + 1 < n && Byte.isDigit(b[i + 1]) { i += 1; continue }
            if (c == Byte.plus || c == Byte.minus), i > start {
                let p = b[i - 1] | 0x20
                if (p == 0x65 || p == 0x70) && i + 1 < n && Byte.isDigit(b[i + 1]) { i += 1; continue }
            }
            break
        }
        return i
    }

    /// Scans a C string or character literal whose opening delimiter is at `open`; returns its end.
    static func cLiteral(_ b: UnsafeBufferPointer<UInt8>, _ open: Int, delimiter: UInt8,
                         failure: LexError.Reason) throws(LexError) -> Int {
        let n = b.count
        var i = open + 1
        while i < n {
            let c = b[i]
            if c == delimiter { return i + 1 }
            if c == Byte.backslash {
                i += 2
                if i <= n && b[i - 1] == Byte.carriageReturn && i < n && b[i] == Byte.newline { i += 1 }
                continue
            }
            if c == Byte.newline { break }
            i += 1
        }
        throw LexError(reason: failure, offset: open)
    }
}
