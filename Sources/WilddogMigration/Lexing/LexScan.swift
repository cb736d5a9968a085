/// Scanning helpers shared by the Swift and Objective-C lexers.
enum LexScan {
    /// Lexes `b` into tokens that own their leading trivia.
    ///
    /// `special` scans the tokens only the language has (literals, directives), told whether the token
    /// starts a line; it returns nil for a number or punctuation. `resume` is asked first, before any
    /// trivia is skipped: it scans a token that continues right where the previous one ended (the
    /// text of a Swift string after an interpolation's `)`), or returns nil.
    @inline(__always)
    static func tokens(_ b: UnsafeBufferPointer<UInt8>, nestedComments: Bool, lineContinuations: Bool,
                       resume: (_ i: inout Int) throws(LexError) -> TokenKind? = { _ in nil },
                       special: (_ i: inout Int, _ lineStart: Bool) throws(LexError) -> TokenKind?) throws(LexError) -> [Token] {
        let n = b.count
        var sink = TokenSink(capacity: n / 5 + 16)
        var i = 0
        while true {
            let trivia = i
            if let k = try resume(&i) {
                sink.append(k, trivia: trivia, start: trivia, end: i, newline: false)
                continue
            }
            var newline = false
            try skipTrivia(b, &i, &newline, nestedComments: nestedComments, lineContinuations: lineContinuations)
            if i >= n {
                sink.append(.endOfFile, trivia: trivia, start: n, end: n, newline: newline)
                return sink.tokens
            }
            let start = i
            let kind: TokenKind
            if Byte.isIdentifierHead(b[i]) {
                i = identifierEnd(b, i + 1)
                kind = .identifier
            } else if let k = try special(&i, newline || trivia == 0) {  // only the first token has its trivia at 0
                kind = k
            } else {
                kind = otherToken(b, &i)
            }
            sink.append(kind, trivia: trivia, start: start, end: i, newline: newline)
        }
    }

    /// Scans a number, the arrow `->` or one punctuation byte starting at `i`.
    @inline(__always)
    static func otherToken(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> TokenKind {
        if Byte.isDigit(b[i]) { i = number(b, i); return .number }
        i += b[i] == Byte.minus && i + 1 < b.count && b[i + 1] == Byte.greater ? 2 : 1
        return .punctuation
    }

    /// Skips spaces, line breaks and comments, setting `newline` when it crosses a line break.
    /// Swift block comments nest; Objective-C lines continue after a backslash.
    @inline(__always)
    static func skipTrivia(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ newline: inout Bool,
                           nestedComments: Bool, lineContinuations: Bool) throws(LexError) {
        let n = b.count
        while i < n {
            let c = b[i]
            if c == Byte.newline { newline = true; i += 1 }
            else if Byte.isHorizontalSpace(c) { i += 1 }
            else if lineContinuations && c == Byte.backslash && i + 1 < n && b[i + 1] == Byte.newline { i += 2 }
            else if lineContinuations && c == Byte.backslash && i + 2 < n && b[i + 1] == Byte.carriageReturn && b[i + 2] == Byte.newline { i += 3 }
            else if c == Byte.slash && i + 1 < n && b[i + 1] == Byte.slash {
                i += 2
                while i < n && b[i] != Byte.newline { i += 1 }
            } else if c == Byte.slash && i + 1 < n && b[i + 1] == Byte.star {
                let open = i
                var depth = 1
                i += 2
                while depth > 0 {
                    guard i + 1 < n else { throw LexError(reason: .unterminatedComment, offset: open) }
                    if nestedComments && b[i] == Byte.slash && b[i + 1] == Byte.star { depth += 1; i += 2 }
                    else if b[i] == Byte.star && b[i + 1] == Byte.slash { depth -= 1; i += 2 }
                    else { if b[i] == Byte.newline { newline = true }; i += 1 }
                }
            } else { return }
        }
    }

    /// The end of the identifier whose body continues at `i`.
    @inline(__always)
    static func identifierEnd(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        var i = i
        while i < b.count && Byte.isIdentifierBody(b[i]) { i += 1 }
        return i
    }

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
