/// Swift enum cases of a renamed enum: qualified by their type (`WEventType.Value` →
/// `WDGDataEventType.value`, the type itself is renamed by the type rule; also the Swift-2 spelling
/// `WDGDataEventType.ChildAdded` → `.childAdded`), and implicit members wherever the enum type is
/// known from context in a file that uses the SDK: declared (`let e: WEventType = .ChildAdded`),
/// compared (`e == .ChildAdded`), switched over (`case .Value:`), passed (`f(.Value)`), returned.
struct EnumCaseRule: Rule {
    let id = "enum-case"
    private let casesByType: [String: [String: String]]
    /// Legacy case → 2.x case over every renamed enum, for implicit members (`.ChildAdded`).
    private let implicitCases: [String: String]
    /// Identifiers whose presence shows the file uses the SDK (legacy classes, the enum types).
    private let evidence: Set<String>

    init(_ mappings: MappingSet) {
        var byType: [String: [String: String]] = [:]
        var implicit: [String: String] = [:]
        var evidence = Set<String>()
        for e in mappings.enumCases {
            for type in [e.from, e.to] {
                byType[type, default: [:]].merge(e.cases) { a, _ in a }
                evidence.insert(type)
            }
            for (from, to) in e.cases where from != to { implicit[from] = to }
            if let cls = e.legacyClass { evidence.insert(cls) }
        }
        for e in mappings.types { evidence.insert(e.from) }
        casesByType = byType
        implicitCases = implicit
        self.evidence = evidence
    }

    var triggers: Set<String> { Set(casesByType.keys).union(implicitCases.keys) }

    func apply(_ ctx: RuleContext) {
        guard ctx.language == .swift else { return }
        let f = ctx.file
        for (_, cases, tokens) in ctx.present(casesByType) {
            for i in tokens where f.isPunct(i + 1, Byte.dot) && f.isIdentifier(i + 2) {
                let c = i + 2
                guard let new = cases[f.text(c)], new != f.text(c), !ctx.isCovered(f.range(c, c)) else { continue }
                ctx.propose(Edit(f.range(c, c), new, rule: id))
            }
        }
        guard evidence.contains(where: { ctx.candidates[$0] != nil }) else { return }
        for (_, new, tokens) in ctx.present(implicitCases) {
            for c in tokens where f.isPunct(c - 1, Byte.dot) && isImplicitMember(f, dot: c - 1) {
                guard !ctx.isCovered(f.range(c, c)) else { continue }
                ctx.propose(Edit(f.range(c, c), new, rule: id))
            }
        }
    }

    /// Keywords after which `.name` starts an expression.
    private static let leadingKeywords: Set<String> = ["return", "case", "throw", "try", "await", "yield", "if", "guard",
                                                       "while", "where", "else", "in", "switch", "is", "as"]

    /// True when the `.` at `dot` starts an implicit member expression (`= .Value`, `(.Value`, `case .Value`),
    /// not a member of a value before it (`x.Value`, `f().Value`, `x?.Value`).
    private func isImplicitMember(_ f: SourceFile, dot: Int) -> Bool {
        let p = dot - 1
        guard p >= 0 else { return true }
        switch f.tokens[p].kind {
        case .identifier: return Self.leadingKeywords.contains(f.text(p))
        case .punctuation:
            let b = f.firstByte(p)
            if b == Byte.question || b == Byte.exclamation {
                // `x?.a` / `x!.a` chain with no space; `c ? .a : .b` is a ternary.
                let start = Int(f.tokens[p].start)
                let chained = Int(f.tokens[p].end) == Int(f.tokens[dot].start) && p > 0 && Int(f.tokens[p - 1].end) == start
                return !chained
            }
            return [Byte.openParen, Byte.openBracket, Byte.comma, Byte.colon, Byte.equal, Byte.openBrace, Byte.semicolon,
                    Byte.less, Byte.greater, 0x26 /* & */, 0x7C /* | */].contains(b) && !f.isArrow(p)
        default: return false
        }
    }
}
