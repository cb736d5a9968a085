/// Finds `// wilddog-migrate:ignore` comments and the statement each one shields.
enum IgnoreDirectives {
    static let marker = Array("wilddog-migrate:ignore".utf8)

    /// Byte ranges of the statements that follow an ignore comment.
    static func ranges(_ f: SourceFile) -> [Range<Int>] {
        guard ByteSearch.contains(marker, in: f.bytes) else { return [] }
        var result: [Range<Int>] = []
        for i in 0..<f.tokens.count {
            let t = f.tokens[i]
            guard t.start - t.triviaStart >= Int32(marker.count), ByteSearch.contains(marker, in: f.bytes, from: Int(t.triviaStart), to: Int(t.start)),
                  t.kind != .endOfFile else { continue }
            let end = statementEnd(f, i)
            result.append(Int(t.start)..<Int(f.tokens[end].end))
        }
        return result
    }

    /// The last token of the statement starting at `i`.
    static func statementEnd(_ f: SourceFile, _ i: Int) -> Int {
        var k = i
        let last = f.tokens.count - 2
        while k <= last {
            if f.tokens[k].kind == .punctuation, let p = f.partnerOf(k), p > k {
                k = p
                if f.isPunct(k, Byte.closeBrace) {
                    let n = k + 1
                    let continues = n <= last && (f.tokenIs(n, "else") || f.tokenIs(n, "catch") || f.isPunct(n, Byte.dot)
                        || f.isPunct(n, Byte.closeParen) || f.isPunct(n, Byte.comma) || f.isPunct(n, Byte.semicolon)
                        || f.isPunct(n, Byte.closeBracket) || (!f.tokens[n].newlineBefore && f.language == .swift))
                    if !continues && (f.language == .swift || f.enclosingOf(k) == f.enclosingOf(i)) && f.tokens[n].newlineBefore { return k }
                }
            }
            if f.isPunct(k, Byte.semicolon) { return k }
            if f.language == .swift, k > i, k + 1 <= last + 1, f.tokens[k + 1].newlineBefore, !continuesLine(f, k) { return k }
            if f.tokens[k].kind == .directive { return k }
            k += 1
        }
        return min(k, last + 1)
    }

    /// True when a Swift statement goes on after token `k` on the next line.
    private static func continuesLine(_ f: SourceFile, _ k: Int) -> Bool {
        let n = k + 1
        if f.isPunct(n, Byte.dot) || f.isPunct(n, Byte.openBrace) { return true }
        if f.tokens[k].kind == .punctuation, !f.isPunct(k, Byte.closeParen), !f.isPunct(k, Byte.closeBracket),
           !f.isPunct(k, Byte.closeBrace), !f.isPunct(k, Byte.question), !f.isPunct(k, Byte.exclamation) { return true }
        return false
    }
}
