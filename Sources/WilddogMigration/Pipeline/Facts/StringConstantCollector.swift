/// String constants whose value is a literal: `#define NAME @"…"`, `NSString *const NAME = @"…";`, `let NAME = "…"`.
struct StringConstantCollector: FactCollecting {
    var triggers: Set<String> { ["define", "let", "const"] }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        if f.language == .objectiveC {
            for i in 0..<f.tokens.count where f.tokens[i].kind == .directive {
                let words = f.text(i).split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard words.count == 3, words[0] == "#define" else { continue }
                var value = String(words[2])
                if value.hasPrefix("@") { value.removeFirst() }
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { facts.stringConstants[String(words[1])] = String(value.dropFirst().dropLast()) }
            }
        }
        for i in (c["let"] ?? []) + (c["const"] ?? []) {
            guard f.isIdentifier(i + 1), f.isPunct(i + 2, Byte.equal), i + 3 < f.tokens.count,
                  let value = DictionaryLiteral.key(f, i + 3) else { continue }
            facts.stringConstants[f.text(i + 1)] = value
        }
    }
}
