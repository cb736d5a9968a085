/// Methods renamed in place: Swift base names and argument labels (`observeEventType(_:withBlock:)` →
/// `observe(_:with:)`), ObjC selector pieces (`childByAppendingPath:` → `child:`), and the event-type
/// argument's case lower-cased (`.Value` → `.value`). A Swift method used as a value
/// (`handles.forEach(query.removeObserverWithHandle)`) gets its 2.x compound name
/// (`query.removeObserver(withHandle:)`) when its base name has one renamed entry, and is reported otherwise.
struct CallRenameRule: Rule {
    let id = "call-rename"
    private let matcher: CallMatcher
    /// Calls already in their 2.x spelling whose event-type argument may still be capitalised.
    private let spelledNew: CallMatcher
    private let processor: CallSiteProcessor
    private let cases: [String: String]
    /// Swift methods by legacy base name (every call entry of that name, moved ones included), for references without a call.
    private let methods: [String: [CallEntry]]

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
        processor = CallSiteProcessor(mappings)
        var cases: [String: String] = [:]
        for e in mappings.enumCases { cases.merge(e.cases) { a, _ in a } }
        self.cases = cases
        var methods: [String: [CallEntry]] = [:]
        for e in mappings.calls.map(CallEntry.init) {
            guard let from = e.swiftFrom, from.labels != nil, e.changes(.swift) else { continue }
            methods[from.base, default: []].append(e)
        }
        // A name that is also a property (`authData.auth`) is no method reference.
        for e in mappings.properties { if let from = e.swift?.from { methods[from] = nil } }
        for e in mappings.manuals { if let from = e.swift?.from, !from.contains("(") { methods[from] = nil } }
        self.methods = methods
        var renamed: [String: [String: String]] = [:]
        for e in mappings.calls.map(CallEntry.init) where !e.moves {
            guard let cls = e.entry.legacyClass, let from = e.swiftFrom?.base, let to = e.swiftTo?.base, from != to else { continue }
            renamed[cls, default: [:]][to] = renamed[cls]?[to] ?? from
        }
        renamedTo = renamed
    }

    /// 2.x base names of renamed methods by legacy class: `Wilddog` → `child` ← `childByAppendingPath`.
    private let renamedTo: [String: [String: String]]

    var triggers: Set<String> { matcher.triggers.union(spelledNew.triggers).union(methods.keys).union(renamedTo.keys) }

    func apply(_ ctx: RuleContext) {
        processor.process(matcher.matches(ctx), ctx, rule: id, extra: enumArgument)
        processor.process(spelledNew.matches(ctx), ctx, rule: id, extra: enumArgument)
        if ctx.file.language == .swift {
            methodReferences(ctx)
            collidingDeclarations(ctx)
        }
    }

    /// `extension Wilddog { func child(_ p: String) -> Wilddog { childByAppendingPath(p) } }`: the app's own
    /// method has the 2.x name of a renamed one, so converted calls may resolve to it (here: call
    /// itself forever) and it may clash with the 2.x member. Reported at the declaration, not renamed.
    private func collidingDeclarations(_ ctx: RuleContext) {
        let f = ctx.file
        for cls in renamedTo.keys.sorted() {
            let names = renamedTo[cls] ?? [:]
            for j in ctx.candidates[cls] ?? [] where f.tokenIs(j - 1, "extension") {
                let k = j - 1
                guard let open = (k + 2..<min(f.tokens.count, k + 16)).first(where: { f.isPunct($0, Byte.openBrace) }),
                      let close = f.partnerOf(open) else { continue }
                for i in open..<close where (f.tokenIs(i, "func") || f.tokenIs(i, "var")) && f.isIdentifier(i + 1)
                    && f.enclosingOf(i) == open {
                    guard let legacy = names[f.text(i + 1)] else { continue }
                    ctx.report(.warning, "this extension of \(f.text(k + 1)) declares `\(f.text(i + 1))`, the 2.x name of `\(legacy)`: "
                               + "converted calls may resolve to it (or call it from itself) and it may clash with the 2.x member; rename it",
                               at: Int(f.tokens[i + 1].start), rule: id)
                }
            }
        }
    }

    /// `x.removeObserverWithHandle` not followed by an argument list or a closure: a method used as a value.
    private func methodReferences(_ ctx: RuleContext) {
        let f = ctx.file
        for (name, list, tokens) in ctx.present(methods) {
            for i in tokens where f.isPunct(i - 1, Byte.dot) {
                // Passed as an argument or stored: followed by `)`, `,`, `}` or the end of the line, so no
                // argument list or trailing closure follows (those start on the same line).
                let next = i + 1
                guard f.isPunct(next, Byte.closeParen) || f.isPunct(next, Byte.comma) || f.isPunct(next, Byte.closeBrace)
                        || f.tokens[next].newlineBefore || f.tokens[next].kind == .endOfFile else { continue }
                if list.count == 1, let e = list.first, !e.moves, e.callback == nil, e.enumArgument == nil,
                   let to = e.swiftTo, let labels = to.labels {
                    let text = labels.isEmpty ? to.base : to.description
                    ctx.propose(Edit(f.range(i, i), text, rule: id, confidence: e.confidence))
                } else {
                    let suggestion = list.compactMap { $0.swift?.to ?? $0.swift?.template }.first
                    ctx.report(.warning, "`\(name)` is used as a value, not called: its 2.x form changes the receiver, the arguments or the "
                               + "closure's parameters; call it in a closure and convert the call", at: Int(f.tokens[i].start),
                               rule: id, suggestion: suggestion, anchor: list.first?.anchor)
                }
            }
        }
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
