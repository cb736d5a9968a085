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
            for c in tokens where f.isPunct(c - 1, Byte.dot) && f.isImplicitMember(dot: c - 1) {
                guard !ctx.isCovered(f.range(c, c)) else { continue }
                ctx.propose(Edit(f.range(c, c), new, rule: id))
            }
        }
    }
}
