/// A lexed file: its bytes, its tokens and the bracket structure over them.
public struct SourceFile: Sendable {
    public let path: String
    public let language: Language
    public let bytes: [UInt8]
    public let tokens: [Token]
    /// For every bracket token, the index of its partner; -1 for other tokens.
    let partner: [Int32]
    /// For every token, the index of the innermost open bracket around it; -1 at top level.
    let enclosing: [Int32]

    /// Lexes `bytes`; throws when the text is not valid UTF-8, a literal or comment is unterminated,
    /// or the brackets do not balance.
    public init(path: String, language: Language, bytes: [UInt8]) throws(LexError) {
        guard bytes.count < Int(Int32.max) else { throw LexError(reason: .tooLarge, offset: 0) }
        self.path = path
        self.language = language
        self.bytes = bytes
        let lexed: Result<[Token], LexError> = bytes.withUnsafeBufferPointer { b in
            if let bad = UTF8Validator.firstInvalidOffset(b) {
                return .failure(LexError(reason: .invalidUTF8, offset: bad))
            }
            do throws(LexError) {
                return .success(language == .swift ? try SwiftLexer.lex(b) : try ObjCLexer.lex(b))
            } catch {
                return .failure(error)
            }
        }
        let tokens = try lexed.get()
        self.tokens = tokens
        (partner, enclosing) = try BracketMatcher.match(tokens, bytes)
    }

    /// Concatenates every token with its trivia: equal to `bytes` for any lexed file.
    public func render() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for t in tokens { out.append(contentsOf: bytes[Int(t.triviaStart)..<Int(t.end)]) }
        return out
    }
}
