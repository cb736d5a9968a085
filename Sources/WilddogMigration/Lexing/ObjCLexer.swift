/// A lossless lexer for Objective-C (and the C it contains).
///
/// Preprocessor lines become one `directive` token each; `@"…"` literals, blocks and message
/// sends are ordinary tokens that the structure layer assembles.
enum ObjCLexer {
    static func lex(_ b: UnsafeBufferPointer<UInt8>) throws(LexError) -> [Token] {
        let n = b.count
        var sink = TokenSink(capacity: n / 5 + 16)
        var i = 0
        var atLineStart = true
        while true {
            let trivia = i
            var newline = false
            try skipTrivia(b, &i, &newline)
            if i >= n {
                sink.append(.endOfFile, trivia: trivia, start: n, end: n, newline: newline)
                return sink.tokens
            }
            if newline { atLineStart = true }
            let start = i
            let c = b[i]
            let kind: TokenKind
            if c == Byte.hash && atLineStart {
                i = directiveEnd(b, i)
                kind = .directive
            } else if Byte.isIdentifierHead(c) {
                i += 1
                while i < n && Byte.isIdentifierBody(b[i]) { i += 1 }
                kind = .identifier
            } else if Byte.isDigit(c) {
                i = LexScan.number(b, i)
                kind = .number
            } else if c == Byte.quote {
                i = try LexScan.cLiteral(b, i, delimiter: Byte.quote, failure: .unterminatedString)
                kind = .string
            } else if c == Byte.at && i + 1 < n && b[i + 1] == Byte.quote {
                i = try LexScan.cLiteral(b, i + 1, delimiter: Byte.quote, failure: .unterminatedString)
                kind = .atString
            } else if c == Byte.apostrophe {
                i = try LexScan.cLiteral(b, i, delimiter: Byte.apostrophe, failure: .unterminatedCharacter)
                kind = .character
            } else if c == Byte.minus && i + 1 < n && b[i + 1] == Byte.greater {
                i += 2
                kind = .punctuation
            } else {
                i += 1
                kind = .punctuation
            }
            atLineStart = false
            sink.append(kind, trivia: trivia, start: start, end: i, newline: newline)
        }
    }

    /// Skips spaces, line breaks, line continuations and (non-nesting) comments.
    @inline(__always)
    static func skipTrivia(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ newline: inout Bool) throws(LexError) {
        let n = b.count
        while i < n {
            let c = b[i]
            if c == Byte.newline { newline = true; i += 1 }
            else if Byte.isHorizontalSpace(c) { i += 1 }
            else if c == Byte.backslash && i + 1 < n && b[i + 1] == Byte.newline { i += 2 }
            else if c == Byte.backslash && i + 2 < n && b[i + 1] == Byte.carriageReturn && b[i + 2] == Byte.newline { i += 3 }
            else if c == Byte.slash && i + 1 < n && b[i + 1] == Byte.slash {
                i += 2
                while i < n && b[i] != Byte.newline { i += 1 }
            } else if c == Byte.slash && i + 1 < n && b[i + 1] == Byte.star {
                let open = i
                i += 2
                while true {
                    guard i + 1 < n else { throw LexError(reason: .unterminatedComment, offset: open) }
                    if b[i] == Byte.star && b[i + 1] == Byte.slash { i += 2; break }
                    if b[i] == Byte.newline { newline = true }
                    i += 1
                }
            } else { return }
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
