/// Applies matched call entries: the edits of the call and its callback as one group, plus the entry's message.
struct CallSiteProcessor: Sendable {
    let types: TypeTable
    /// Member names by the kind of value they return (`auth` → an auth object, `currentUser` → a user),
    /// for receivers that are such a member (Firebase target).
    let returnedKinds: [String: ValueKind]

    init(_ mappings: MappingSet) {
        types = TypeTable(mappings)
        var returned: [String: ValueKind] = [:]
        for e in mappings.members {
            guard let kind = e.returnsKind else { continue }
            for name in [e.swift?.from, e.swift?.to, e.objc?.from].compactMap({ $0 }) { returned[SwiftName(name).base] = kind }
        }
        returnedKinds = returned
    }

    func process(_ matches: [CallMatch], _ ctx: RuleContext, rule: String, extra: (CallMatch, Confidence, RuleContext) -> [Edit] = { _, _, _ in [] }) {
        for match in matches {
            let call = match.entry
            guard let confidence = confidence(match, ctx) else { continue }
            let offset = Self.offset(match, ctx.file)
            guard var edits = CallRewriter.edits(match, ctx, rule: rule, confidence: confidence) else {
                ctx.report(.warning, "cannot move this call automatically: it has no explicit receiver", at: offset, rule: rule,
                           suggestion: call.form(ctx.language)?.to, anchor: call.anchor)
                continue
            }
            if let spec = call.callback {
                switch CallbackRewriter.rewrite(match, spec, types, ctx, rule: rule, confidence: confidence) {
                case .edits(let more): edits += more
                case .notLiteral(let at):
                    ctx.report(.warning, "the completion handler is not a literal block: change it to the 2.x form `\(Self.describe(spec, ctx.language))` by hand",
                               at: at, rule: rule, anchor: call.anchor)
                case .unexpectedShape(let at):
                    ctx.report(.warning, "the completion block does not have the \(spec.legacyCount) parameter(s) expected: change them to `\(Self.describe(spec, ctx.language))` by hand",
                               at: at, rule: rule, anchor: call.anchor)
                case .absent: break
                }
            }
            edits += extra(match, confidence, ctx)
            guard !edits.isEmpty else { continue }
            if ctx.propose(edits, rule: rule), let message = call.message {
                ctx.report(.warning, message, at: offset, rule: rule, anchor: call.anchor, entry: call.entry.id)
            }
        }
    }

    /// The entry's confidence at this site, or nil when the site must be left alone.
    func confidence(_ match: CallMatch, _ ctx: RuleContext) -> Confidence? {
        let call = match.entry
        guard let kind = call.receiverKind else { return call.confidence }
        let f = ctx.file
        var last: Int?
        switch match {
        case .swift(let call, _):
            if let rs = call.receiverStart, let dot = call.dot { last = (rs..<dot).last { f.tokens[$0].kind == .identifier } }
        case .objc(let send, _):
            last = (send.receiverStart...send.receiverEnd).last { f.tokens[$0].kind == .identifier }
        }
        if let last, ctx.holds(last, as: kind) { return call.confidence }
        // Firebase: a receiver that is a member returning the kind (`WDGAuth.auth()?`, `[WDGAuth auth]`,
        // `auth.currentUser`).
        if ctx.target == .firebase, let last, returnedKinds[f.text(last)] == kind,
           f.isPunct(last - 1, Byte.dot) || f.tokens[last - 1].kind == .identifier { return call.confidence }
        return call.unknownReceiver
    }

    static func offset(_ match: CallMatch, _ f: SourceFile) -> Int {
        switch match {
        case .swift(let call, _): return Int(f.tokens[call.receiverStart ?? call.name].start)
        case .objc(let send, _): return Int(f.tokens[send.open].start)
        }
    }

    static func describe(_ spec: CallbackSpec, _ language: Language) -> String {
        language == .swift ? spec.swiftSignature : spec.objcSignature
    }
}
