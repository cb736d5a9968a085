/// A lossless lexer for Swift source.
///
/// It knows enough of Swift to never split a literal or comment: nested `/* */`, raw strings
/// `#"…"#`, multi-line strings. A string literal without interpolation is one `string` token; in one
/// with interpolations, each interpolation is ordinary code: the literal becomes `stringHead`, the
/// interpolation's `(`, its tokens, its `)`, then `stringMiddle` … and `stringTail`, so every rule
/// sees the code inside a string as it sees any other expression.
enum SwiftLexer {
    /// An interpolation being lexed: the literal it belongs to and the parentheses open inside it.
    private struct Frame {
        var depth: Int
        var hashes: Int
        var multiline: Bool
        /// Offset of the literal's first delimiter, for errors.
        var open: Int
    }

    static func lex(_ b: UnsafeBufferPointer<UInt8>) throws(LexError) -> [Token] {
        var frames: [Frame] = []
        /// Set when the `)` closing an interpolation was just scanned: the literal goes on.
        var resumeString = false
        let tokens = try LexScan.tokens(b, nestedComments: true, lineContinuations: false, resume: { i throws(LexError) -> TokenKind? in
            guard resumeString else { return nil }
            resumeString = false
            let frame = frames.removeLast()
            let (end, closed) = try body(b, i, hashes: frame.hashes, multiline: frame.multiline, open: frame.open)
            i = end
            if closed { return .stringTail }
            frames.append(Frame(depth: 0, hashes: frame.hashes, multiline: frame.multiline, open: frame.open))
            return .stringMiddle
        }) { i, _ throws(LexError) -> TokenKind? in
            let n = b.count
            let c = b[i]
            if c == Byte.quote {
                return try literal(b, &i, hashes: 0, frames: &frames)
            }
            if c == Byte.hash {
                var h = i
                while h < n && b[h] == Byte.hash { h += 1 }
                if h < n && b[h] == Byte.quote {
                    let open = i
                    i = h
                    return try literal(b, &i, hashes: h - open, frames: &frames, open: open)
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
            if !frames.isEmpty {
                if c == Byte.openParen { frames[frames.count - 1].depth += 1; i += 1; return .punctuation }
                if c == Byte.closeParen {
                    i += 1
                    frames[frames.count - 1].depth -= 1
                    if frames[frames.count - 1].depth == 0 { resumeString = true }
                    return .punctuation
                }
            }
            return nil
        }
        if let open = frames.last?.open { throw LexError(reason: .unterminatedString, offset: open) }
        return tokens
    }

    /// Scans a literal whose first quote is at `i` (after `hashes` `#` signs starting at `open`):
    /// a whole `string`, or its `stringHead` when it holds an interpolation (then a frame is pushed).
    @inline(__always)
    private static func literal(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, hashes: Int, frames: inout [Frame],
                                open: Int? = nil) throws(LexError) -> TokenKind {
        let q = i
        let n = b.count
        let multiline = q + 2 < n && b[q + 1] == Byte.quote && b[q + 2] == Byte.quote
        let start = open ?? q
        let (end, closed) = try body(b, multiline ? q + 3 : q + 1, hashes: hashes, multiline: multiline, open: start)
        i = end
        if closed { return .string }
        frames.append(Frame(depth: 0, hashes: hashes, multiline: multiline, open: start))
        return .stringHead
    }

    /// Scans the text of a literal from `from`: returns the end of the closing delimiter (`closed`),
    /// or the offset of the `(` of the next interpolation (the piece ends after its `\` and `#`s).
    private static func body(_ b: UnsafeBufferPointer<UInt8>, _ from: Int, hashes: Int, multiline: Bool,
                             open: Int) throws(LexError) -> (end: Int, closed: Bool) {
        let n = b.count
        var i = from
        while true {
            guard i < n else { throw LexError(reason: .unterminatedString, offset: open) }
            let c = b[i]
            if c == Byte.quote {
                if multiline {
                    if i + 2 < n && b[i + 1] == Byte.quote && b[i + 2] == Byte.quote, closes(b, i + 3, hashes) {
                        return (i + 3 + hashes, true)
                    }
                } else if closes(b, i + 1, hashes) {
                    return (i + 1 + hashes, true)
                }
                i += 1
            } else if c == Byte.newline && !multiline {
                throw LexError(reason: .unterminatedString, offset: open)
            } else if c == Byte.backslash && closes(b, i + 1, hashes) {
                let e = i + 1 + hashes
                if e < n && b[e] == Byte.openParen { return (e, false) }
                i = e + 1
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
}
