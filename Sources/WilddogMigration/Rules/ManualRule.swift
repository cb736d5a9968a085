/// Reports what cannot be converted safely, with the exact suggested replacement and a MIGRATION.md link.
struct ManualRule: Rule {
    let id = "manual"
    private let calls: CallMatcher
    private let identifiers: [String: [ManualMapping]]

    init(_ mappings: MappingSet) {
        var callEntries: [CallEntry] = []
        var identifiers: [String: [ManualMapping]] = [:]
        for e in mappings.manuals {
            var isCall = false
            for form in [e.objc, e.swift] {
                guard let from = form?.from else { continue }
                if from.contains(":") || from.contains("(") { isCall = true } else { identifiers[from, default: []].append(e) }
            }
            if isCall { callEntries.append(CallEntry(e)) }
        }
        calls = CallMatcher(callEntries, includeUnchanged: true)
        self.identifiers = identifiers
    }

    var triggers: Set<String> { calls.triggers.union(identifiers.keys) }

    func apply(_ ctx: RuleContext) {
        let f = ctx.file
        for match in calls.matches(ctx) {
            guard let e = match.entry.entry as? ManualMapping else { continue }
            guard let form = e.form(f.language) else { continue }
            var values: [String: String] = [:]
            switch match {
            case .swift(let call, _):
                values["recv"] = call.receiverStart.map { f.text(from: $0, through: call.dot! - 1) } ?? "self"
                for (k, a) in call.arguments.enumerated() { values[String(k)] = f.text(from: a.start, through: a.end) }
            case .objc(let send, _):
                values["recv"] = f.text(from: send.receiverStart, through: send.receiverEnd)
                for (k, p) in send.pieces.enumerated() where p.hasArgument { values[String(k)] = f.text(from: p.argumentStart, through: p.argumentEnd) }
            }
            ctx.report(.warning, e.message ?? "convert by hand", at: CallSiteProcessor.offset(match, f), rule: id,
                       suggestion: form.suggest.map { Template.fill($0, values) }, anchor: e.anchor)
        }
        for (name, entries, tokens) in ctx.present(identifiers) {
            for i in tokens {
                for e in entries {
                    guard let form = e.form(f.language), form.from == name else { continue }
                    if let section = e.whenProjectUses, !ctx.project.usedSections.contains(section) { continue }
                    var values: [String: String] = [:]
                    var unknown: Confidence?
                    if let kind = e.receiverKind {
                        guard f.isPunct(i - 1, Byte.dot), let rs = SwiftCallParser.receiverStartBefore(f, dot: i - 1),
                              let last = (rs..<(i - 1)).last(where: { f.tokens[$0].kind == .identifier }) else { continue }
                        if !ctx.holds(last, as: kind) {
                            // A receiver not known to hold auth data (`$0` of a `[WAuthData]`, `list.last`) gets a note,
                            // only in a file that uses the legacy class, and never on a call (`WDGAuth.auth()`).
                            guard let c = e.unknownReceiver, e.legacyClass.map({ ctx.candidates[$0] != nil }) ?? true,
                                  !f.isPunct(i + 1, Byte.openParen) else { continue }
                            unknown = c
                        }
                        values["recv"] = f.text(from: rs, through: i - 2)
                    }
                    let message = e.message ?? "convert by hand"
                    ctx.report(unknown == nil ? .warning : .note, unknown == nil ? message : "if `\(values["recv"] ?? "")` holds auth data: " + message,
                               at: Int(f.tokens[i].start), rule: id, suggestion: form.suggest.map { Template.fill($0, values) },
                               anchor: e.anchor, confidence: unknown ?? .high)
                    break
                }
            }
        }
    }
}
