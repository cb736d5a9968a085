/// Swift enum cases qualified by their type: `WEventType.Value` → `WDGDataEventType.value`
/// (the type itself is renamed by the type rule), also `WDGDataEventType.ChildAdded` → `.childAdded`.
struct EnumCaseRule: Rule {
    let id = "enum-case"
    private let casesByType: [String: [String: String]]

    init(_ mappings: MappingSet) {
        var byType: [String: [String: String]] = [:]
        for e in mappings.entries(.enumCase) {
            for type in [e.from, e.to].compactMap({ $0 }) { byType[type, default: [:]].merge(e.cases ?? [:]) { a, _ in a } }
        }
        casesByType = byType
    }

    var triggers: Set<String> { Set(casesByType.keys) }

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
    }
}
