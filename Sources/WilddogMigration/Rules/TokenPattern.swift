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

    /// Token indices where the pattern starts, found from the byte hits of its first string literal.
    func occurrences(_ f: SourceFile) -> [Int] {
        let probeIndex = texts.firstIndex { $0.contains("\"") } ?? 0
        let probe = Array(texts[probeIndex].utf8)
        var result: [Int] = []
        var from = 0
        while let at = ByteSearch.find(probe, in: f.bytes, from: from) {
            from = at + 1
            var lo = 0, hi = f.tokens.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if Int(f.tokens[mid].start) <= at { lo = mid } else { hi = mid - 1 }
            }
            let start = lo - probeIndex
            if start >= 0, Int(f.tokens[lo].start) == at, match(f, at: start) != nil, result.last != start { result.append(start) }
        }
        return result
    }
}
