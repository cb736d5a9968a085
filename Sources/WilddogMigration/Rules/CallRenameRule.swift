/// Methods renamed in place: Swift base names and argument labels (`observeEventType(_:withBlock:)` →
/// `observe(_:with:)`), ObjC selector pieces (`childByAppendingPath:` → `child:`), and the event-type
/// argument's case lower-cased (`.Value` → `.value`).
struct CallRenameRule: Rule {
    let id = "call-rename"
    private let matcher: CallMatcher
    /// Calls already in their 2.x spelling whose event-type argument may still be capitalised.
    private let spelledNew: CallMatcher
    private let processor: CallSiteProcessor
    private let cases: [String: String]

    init(_ mappings: MappingSet) {
        let entries = mappings.calls.map(CallEntry.init).filter { !$0.moves }
        matcher = CallMatcher(entries)
        var current: [CallEntry] = []
        for e in entries where e.enumArgument != nil {
            guard var entry = e.entry as? CallMapping, let to = entry.swift?.to else { continue }
            entry.swift?.from = to
            entry.objc = nil
            entry.callback = nil
            current.append(CallEntry(entry))
        }
        spelledNew = CallMatcher(current)
        processor = CallSiteProcessor(types: TypeTable(mappings))
        var cases: [String: String] = [:]
        for e in mappings.enumCases { cases.merge(e.cases) { a, _ in a } }
        self.cases = cases
    }

    var triggers: Set<String> { matcher.triggers.union(spelledNew.triggers) }

    func apply(_ ctx: RuleContext) {
        processor.process(matcher.matches(ctx), ctx, rule: id, extra: enumArgument)
        processor.process(spelledNew.matches(ctx), ctx, rule: id, extra: enumArgument)
    }

    /// Lower-cases `.Value` / `WEventType.Value` in the entry's event-type argument.
    private func enumArgument(_ match: CallMatch, _ confidence: Confidence, _ ctx: RuleContext) -> [Edit] {
        guard case .swift(let call, let e) = match, let k = e.enumArgument, k < call.arguments.count else { return [] }
        let f = ctx.file
        let a = call.arguments[k]
        guard a.end == a.start + 1 || a.end == a.start + 2, f.isPunct(a.end - 1, Byte.dot),
              f.tokens[a.end].kind == .identifier, let new = cases[f.text(a.end)], new != f.text(a.end) else { return [] }
        return [Edit(f.range(a.end, a.end), new, rule: id, confidence: confidence)]
    }
}
