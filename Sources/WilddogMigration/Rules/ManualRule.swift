/// Reports what cannot be converted safely, with the exact suggested replacement and a MIGRATION.md link.
struct ManualRule: Rule {
    let id = "manual"
    private let calls: CallMatcher
    private let identifiers: [String: [ManualMapping]]
    /// `@"com.wilddog"` → its entry: Objective-C literals of a legacy constant's value (`literal`).
    private let literals: [String: ManualMapping]
    /// Member names by the kind of value they return (Firebase: `currentUser` holds a user).
    private let returnedKinds: [String: ValueKind]

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
        literals = Dictionary(mappings.manuals.compactMap { e in e.literal.map { ("@\"\($0)\"", e) } }, uniquingKeysWith: { a, _ in a })
        returnedKinds = CallSiteProcessor(mappings).returnedKinds
    }

    var triggers: Set<String> { calls.triggers.union(identifiers.keys).union(literals.isEmpty ? [] : ["isEqualToString"]) }

    func apply(_ ctx: RuleContext) {
        let f = ctx.file
        for match in calls.matches(ctx) {
            guard let e = match.entry.entry as? ManualMapping else { continue }
            guard let form = e.form(f.language) else { continue }
            // Firebase: code another rule rewrote (the options inside a configuration call) is not reported.
            if ctx.target == .firebase, ctx.isCovered(Self.nameRange(match, f)) { continue }
            var values: [String: String] = [:]
            switch match {
            case .swift(let call, _):
                values["recv"] = call.receiverStart.map { f.text(from: $0, through: call.dot! - 1) } ?? "self"
                for (k, a) in call.arguments.enumerated() { values[String(k)] = f.text(from: a.start, through: a.end) }
            case .objc(let send, _):
                values["recv"] = f.text(from: send.receiverStart, through: send.receiverEnd)
                for (k, p) in send.pieces.enumerated() where p.hasArgument { values[String(k)] = f.text(from: p.argumentStart, through: p.argumentEnd) }
            }
            ctx.report(e.severity ?? .warning, e.message ?? "convert by hand", at: CallSiteProcessor.offset(match, f), rule: id,
                       suggestion: form.suggest.map { Template.fill($0, values) }, anchor: e.anchor, entry: e.id)
        }
        if f.language == .objectiveC { reportDomainLiterals(ctx) }
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
                        let returned = ctx.target == .firebase && returnedKinds[f.text(last)] == kind && f.isPunct(last - 1, Byte.dot)
                        if !ctx.holds(last, as: kind) && !returned {
                            // A receiver not known to hold auth data (`$0` of a `[WAuthData]`, `list.last`) gets a note,
                            // only in a file that uses the legacy class, and never on a call (`WDGAuth.auth()`).
                            guard let c = e.unknownReceiver, e.legacyClass.map({ ctx.candidates[$0] != nil }) ?? true,
                                  !f.isPunct(i + 1, Byte.openParen) else { continue }
                            unknown = c
                        }
                        values["recv"] = f.text(from: rs, through: i - 2)
                    }
                    let message = e.message ?? "convert by hand"
                    ctx.report(unknown == nil ? e.severity ?? .warning : .note, unknown == nil ? message : "if `\(values["recv"] ?? "")` holds auth data: " + message,
                               at: Int(f.tokens[i].start), rule: id, suggestion: form.suggest.map { Template.fill($0, values) },
                               anchor: e.anchor, confidence: unknown ?? .high, entry: e.id)
                    break
                }
            }
        }
    }

    /// The bytes of a matched call's name (Swift) or first selector piece (Objective-C).
    static func nameRange(_ match: CallMatch, _ f: SourceFile) -> Range<Int> {
        switch match {
        case .swift(let call, _): return f.range(call.name, call.name)
        case .objc(let send, _): return f.range(send.pieces[0].name, send.pieces[0].name)
        }
    }

    /// `[error.domain isEqualToString:@"com.wilddog"]` and `[@"com.wilddog" isEqualToString:error.domain]`:
    /// the 2.x domains have other values, so the comparison would silently never match.
    private func reportDomainLiterals(_ ctx: RuleContext) {
        let f = ctx.file
        for i in ctx.tokens(named: "isEqualToString") where f.isPunct(i + 1, Byte.colon) && i >= 2 && i + 2 < f.tokens.count {
            var literal: Int?
            if f.tokens[i + 2].kind == .atString, f.textIs(i - 1, "domain"), f.isPunct(i - 2, Byte.dot) {
                literal = i + 2
            } else if f.tokens[i - 1].kind == .atString, f.isPunct(i - 2, Byte.openBracket) {
                var j = i + 2
                while j < f.tokens.count, f.isIdentifier(j) || f.isPunct(j, Byte.dot) { j += 1 }
                if f.textIs(j - 1, "domain"), f.isPunct(j - 2, Byte.dot), f.isPunct(j, Byte.closeBracket) { literal = i - 1 }
            }
            guard let k = literal, let e = literals[f.text(k)], let form = e.form(f.language) else { continue }
            ctx.report(.warning, (e.message ?? "convert by hand") + " (compared here as a string literal)", at: Int(f.tokens[k].start),
                       rule: id, suggestion: form.suggest, anchor: e.anchor, entry: e.id)
        }
    }
}
