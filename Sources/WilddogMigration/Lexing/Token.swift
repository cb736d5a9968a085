/// One token and the trivia in front of it, as byte offsets into the file.
///
/// Tokens partition the file: a token's trivia starts where the previous token ends,
/// so concatenating every token with its trivia gives back the file byte for byte.
public struct Token: Sendable {
    public var kind: TokenKind
    /// True when the leading trivia holds a line break.
    public var newlineBefore: Bool
    public var triviaStart: Int32
    public var start: Int32
    public var end: Int32

    @inlinable public var length: Int { Int(end - start) }
}
