/// Collects tokens while a lexer runs, keeping them contiguous.
struct TokenSink {
    var tokens: [Token] = []

    init(capacity: Int) { tokens.reserveCapacity(capacity) }

    @inline(__always)
    mutating func append(_ kind: TokenKind, trivia: Int, start: Int, end: Int, newline: Bool) {
        tokens.append(Token(kind: kind, newlineBefore: newline, triviaStart: Int32(truncatingIfNeeded: trivia),
                            start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end)))
    }
}
