/// The server timestamp placeholder: `kWilddogServerValueTimestamp` and the literal
/// `[".sv": "timestamp"]` → `[WDGServerValue timestamp]` / `WDGServerValue.timestamp()`.
struct ServerValueRule: Rule {
    let id = "server-value"
    private let identifiers: [Language: [String: String]]
    private let patterns: [Language: [(TokenPattern, String)]]

    init(_ mappings: MappingSet) {
        var identifiers: [Language: [String: String]] = [:]
        var patterns: [Language: [(TokenPattern, String)]] = [:]
        for e in mappings.serverValues {
            for language in Language.allCases {
                guard let form = e.form(language), let from = form.from, let to = form.to else { continue }
                if from.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    identifiers[language, default: [:]][from] = to
                } else if let p = TokenPattern(from, language) {
                    patterns[language, default: []].append((p, to))
                }
            }
        }
        self.identifiers = identifiers
        self.patterns = patterns
    }

    var triggers: Set<String> { Set(identifiers.values.flatMap(\.keys)) }

    func apply(_ ctx: RuleContext) {
        let f = ctx.file
        for (_, to, tokens) in ctx.present(identifiers[f.language] ?? [:]) {
            for i in tokens where !f.isPunct(i - 1, Byte.dot) {
                ctx.propose(Edit(f.range(i, i), to, rule: id))
            }
        }
        for (pattern, to) in patterns[f.language] ?? [] {
            for i in pattern.occurrences(f) {
                if let end = pattern.match(f, at: i) { ctx.propose(Edit(f.range(i, end), to, rule: id)) }
            }
        }
    }
}
