/// A short token sequence read from mapping text, matched against a file regardless of spacing.
struct TokenPattern: Sendable {
    let texts: [String]

    /// Lexes `text` in `language`; nil when it does not lex.
    init?(_ text: String, _ language: Language) {
        guard let f = try? SourceFile(path: "", language: language, bytes: Array(text.utf8)) else { return nil }
        texts = (0..<(f.tokens.count - 1)).map { f.text($0) }
        guard !texts.isEmpty else { return nil }
    }

    /// The index of the last token when the pattern matches at token `i`.
    func match(_ f: SourceFile, at i: Int) -> Int? {
        guard i + texts.count < f.tokens.count else { return nil }
        for (k, t) in texts.enumerated() where !f.textEquals(i + k, t) { return nil }
        return i + texts.count - 1
    }

    /// Token indices where the pattern starts; a cheap byte search on the first string literal rules out most files.
    func occurrences(_ f: SourceFile) -> [Int] {
        let probe = Array((texts.first { $0.contains("\"") } ?? texts[0]).utf8)
        guard ByteSearch.contains(probe, in: f.bytes) else { return [] }
        let firstKind = texts[0]
        return (0..<f.tokens.count).filter { f.tokens[$0].length == firstKind.utf8.count && match(f, at: $0) != nil }
    }
}
