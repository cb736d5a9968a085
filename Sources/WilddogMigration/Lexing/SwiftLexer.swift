/// A lossless lexer for Swift source.
///
/// It knows enough of Swift to never split a literal or comment: nested `/* */`, raw strings
/// `#"…"#`, multi-line strings, and interpolations that contain strings of their own.
enum SwiftLexer {
    static func lex(_ b: UnsafeBufferPointer<UInt8>) throws(LexError) -> [Token] {
        try LexScan.tokens(b, nestedComments: true, lineContinuations: false) { i, _ throws(LexError) -> TokenKind? in
            let n = b.count
            let c = b[i]
            if c == Byte.quote {
                i = try string(b, i, hashes: 0)
                return .string
            }
            if c == Byte.hash {
                var h = i
                while h < n && b[h] == Byte.hash { h += 1 }
                if h < n && b[h] == Byte.quote {
                    i = try string(b, h, hashes: h - i)
                    return .string
                }
                if i + 1 < n && Byte.isIdentifierHead(b[i + 1]) {
                    i = LexScan.identifierEnd(b, i + 2)
                    return .poundKeyword
                }
                i += 1
                return .punctuation
            }
            if c == Byte.backtick {
                var j = i + 1
                while j < n && b[j] != Byte.backtick && b[j] != Byte.newline { j += 1 }
                if j < n && b[j] == Byte.backtick { i = j + 1; return .identifier }
                i += 1
                return .punctuation
            }
            return nil
        }
    }

    /// Scans a string literal whose first quote is at `q`, preceded by `hashes` `#` signs; returns its end.
    static func string(_ b: UnsafeBufferPointer<UInt8>, _ q: Int, hashes: Int) throws(LexError) -> Int {
        let n = b.count
        let open = q - hashes
        let multiline = q + 2 < n && b[q + 1] == Byte.quote && b[q + 2] == Byte.quote
        var i = multiline ? q + 3 : q + 1
        while true {
            guard i < n else { throw LexError(reason: .unterminatedString, offset: open) }
            let c = b[i]
            if c == Byte.quote {
                if multiline {
                    if i + 2 < n && b[i + 1] == Byte.quote && b[i + 2] == Byte.quote, closes(b, i + 3, hashes) {
                        return i + 3 + hashes
                    }
                } else if closes(b, i + 1, hashes) {
                    return i + 1 + hashes
                }
                i += 1
            } else if c == Byte.newline && !multiline {
                throw LexError(reason: .unterminatedString, offset: open)
            } else if c == Byte.backslash && closes(b, i + 1, hashes) {
                let e = i + 1 + hashes
                if e < n && b[e] == Byte.openParen {
                    i = try interpolation(b, e)
                } else {
                    i = e + 1
                }
            } else {
                i += 1
            }
        }
    }

    @inline(__always)
    static func closes(_ b: UnsafeBufferPointer<UInt8>, _ at: Int, _ hashes: Int) -> Bool {
        if hashes == 0 { return true }
        guard at + hashes <= b.count else { return false }
        for k in 0..<hashes where b[at + k] != Byte.hash { return false }
        return true
    }

    /// Skips an interpolation `\( … )` starting at its `(`; strings inside are scanned recursively.
    static func interpolation(_ b: UnsafeBufferPointer<UInt8>, _ open: Int) throws(LexError) -> Int {
        let n = b.count
        var depth = 0
        var i = open
        while i < n {
            let c = b[i]
            if c == Byte.openParen { depth += 1; i += 1 }
            else if c == Byte.closeParen {
                depth -= 1
                i += 1
                if depth == 0 { return i }
            } else if c == Byte.quote {
                i = try string(b, i, hashes: 0)
            } else if c == Byte.hash {
                var h = i
                while h < n && b[h] == Byte.hash { h += 1 }
                if h < n && b[h] == Byte.quote { i = try string(b, h, hashes: h - i) } else { i = h }
            } else if c == Byte.slash && i + 1 < n && (b[i + 1] == Byte.star || b[i + 1] == Byte.slash) {
                var ignored = false
                try LexScan.skipTrivia(b, &i, &ignored, nestedComments: true, lineContinuations: false)
            } else {
                i += 1
            }
        }
        throw LexError(reason: .unterminatedString, offset: open)
    }
}
