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
        for (first, last) in f.listElements(open, end) where first <= last {
            guard f.isPunct(first + 1, Byte.colon), first + 2 <= last, let key = Self.key(f, first) else { return nil }
            values[key] = f.text(from: first + 2, through: last)
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
