/// A dictionary literal with string keys: Swift `["k": v]` or Objective-C `@{@"k": v}`.
struct DictionaryLiteral: Sendable {
    /// Value source text by key.
    var values: [String: String]

    /// Reads the argument spanning tokens `start...end`; nil when it is not such a literal.
    init?(_ f: SourceFile, _ start: Int, _ end: Int) {
        var open = start
        if f.language == .objectiveC {
            guard f.isPunct(start, Byte.at) else { return nil }
            open = start + 1
        }
        let bracket = f.language == .swift ? Byte.openBracket : Byte.openBrace
        guard f.isPunct(open, bracket), f.partnerOf(open) == end else { return nil }
        var values: [String: String] = [:]
        var s = open + 1
        var j = s
        while j <= end {
            if j < end, f.tokens[j].kind == .punctuation, let p = f.partnerOf(j), p > j { j = p + 1; continue }
            if j == end || f.isPunct(j, Byte.comma) {
                if j > s {
                    guard f.isPunct(s + 1, Byte.colon), s + 2 < j, let key = Self.key(f, s) else { return nil }
                    values[key] = f.text(from: s + 2, through: j - 1)
                }
                s = j + 1
            }
            j += 1
        }
        self.values = values
    }

    /// The text of a plain string literal token, without quotes.
    static func key(_ f: SourceFile, _ i: Int) -> String? {
        let kind = f.tokens[i].kind
        guard kind == .string || kind == .atString else { return nil }
        var t = f.text(i)
        if t.hasPrefix("@") { t.removeFirst() }
        guard t.count >= 2, t.hasPrefix("\""), t.hasSuffix("\""), !t.contains("\\") else { return nil }
        return String(t.dropFirst().dropLast())
    }
}
