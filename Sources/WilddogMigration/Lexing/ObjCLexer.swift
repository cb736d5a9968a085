/// A lossless lexer for Objective-C (and the C it contains).
///
/// Preprocessor lines become one `directive` token each; `@"…"` literals, blocks and message
/// sends are ordinary tokens that the structure layer assembles.
enum ObjCLexer {
    static func lex(_ b: UnsafeBufferPointer<UInt8>) throws(LexError) -> [Token] {
        try LexScan.tokens(b, nestedComments: false, lineContinuations: true) { i, lineStart throws(LexError) -> TokenKind? in
            let c = b[i]
            if c == Byte.hash && lineStart {
                i = directiveEnd(b, i)
                return .directive
            }
            if c == Byte.quote {
                i = try LexScan.cLiteral(b, i, delimiter: Byte.quote, failure: .unterminatedString)
                return .string
            }
            if c == Byte.at && i + 1 < b.count && b[i + 1] == Byte.quote {
                i = try LexScan.cLiteral(b, i + 1, delimiter: Byte.quote, failure: .unterminatedString)
                return .atString
            }
            if c == Byte.apostrophe {
                i = try LexScan.cLiteral(b, i, delimiter: Byte.apostrophe, failure: .unterminatedCharacter)
                return .character
            }
            return nil
        }
    }

    /// The end of a preprocessor line starting at `#`, following backslash continuations.
    /// A block comment that starts on the line is kept inside the directive.
    static func directiveEnd(_ b: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
        let n = b.count
        var i = start + 1
        while i < n {
            let c = b[i]
            if c == Byte.newline {
                var k = i - 1
                if k > start && b[k] == Byte.carriageReturn { k -= 1 }
                if k > start && b[k] == Byte.backslash { i += 1; continue }
                var end = i
                if end > start && b[end - 1] == Byte.carriageReturn { end -= 1 }
                return end
            }
            if c == Byte.slash && i + 1 < n && b[i + 1] == Byte.star {
                var j = i + 2
                while j + 1 < n && !(b[j] == Byte.star && b[j + 1] == Byte.slash) { j += 1 }
                i = min(j + 2, n)
                continue
            }
            if c == Byte.slash && i + 1 < n && b[i + 1] == Byte.slash {
                while i < n && b[i] != Byte.newline { i += 1 }
                continue
            }
            if c == Byte.quote {
                var j = i + 1
                while j < n && b[j] != Byte.quote && b[j] != Byte.newline { j += b[j] == Byte.backslash ? 2 : 1 }
                i = j < n && b[j] == Byte.quote ? j + 1 : min(j, n)
                continue
            }
            i += 1
        }
        return n
    }
}
