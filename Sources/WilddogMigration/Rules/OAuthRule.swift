/// `authWithOAuthProvider:@"qq" parameters:@{…}` → a provider credential passed to `signInWithCredential:`,
/// chosen by the provider name and built from the dictionary's keys.
struct OAuthRule: Rule {
    let id = "oauth-sign-in"
    private let matcher: CallMatcher
    private let types: TypeTable

    init(_ mappings: MappingSet) {
        matcher = CallMatcher(mappings.oauth.map(CallEntry.init))
        types = TypeTable(mappings)
    }

    var triggers: Set<String> { matcher.triggers }

    func apply(_ ctx: RuleContext) {
        let f = ctx.file
        for match in matcher.matches(ctx) {
            guard let e = match.entry.entry as? OAuthMapping else { continue }
            let offset = CallSiteProcessor.offset(match, f)
            let args: [(Int, Int)]
            switch match {
            case .swift(let call, _): args = call.arguments.map { ($0.start, $0.end) }
            case .objc(let send, _): args = send.pieces.map { ($0.argumentStart, $0.argumentEnd) }
            }
            guard args.count == 3, let form = e.form(f.language), let toText = form.to, let receiver = form.receiver else { continue }
            let manual = form.suggest.map { Template.fill($0, ["0": f.text(from: args[0].0, through: args[0].1)]) }
            guard args[0].0 == args[0].1, let providerName = DictionaryLiteral.key(f, args[0].0),
                  let provider = e.providers.first(where: { $0.name == providerName }) else {
                ctx.report(.warning, "OAuth sign-in with a provider name the tool cannot read: build the provider's credential and call signIn(with:) by hand",
                           at: offset, rule: id, suggestion: manual, anchor: e.anchor)
                continue
            }
            var values: [String: String] = [:]
            if e.takesToken == true {
                guard let key = provider.tokenKey else {
                    ctx.report(.warning, "the \(providerName) credential needs more than a token: build it by hand",
                               at: offset, rule: id, suggestion: f.language == .swift ? provider.swift : provider.objc, anchor: e.anchor)
                    continue
                }
                values[key] = f.text(from: args[1].0, through: args[1].1)
            } else if let dict = DictionaryLiteral(f, args[1].0, args[1].1) {
                values = dict.values
            }
            guard provider.keys.allSatisfy({ values[$0] != nil }) else {
                ctx.report(.warning, "the \(providerName) parameters are not a literal dictionary with the keys \(provider.keys.joined(separator: ", ")): build the credential by hand",
                           at: offset, rule: id, suggestion: f.language == .swift ? provider.swift : provider.objc, anchor: e.anchor)
                continue
            }
            let credential = Template.fill(f.language == .swift ? provider.swift : provider.objc, values)
            var edits: [Edit] = []
            switch match {
            case .swift(let call, _):
                guard let rs = call.receiverStart, let dot = call.dot else { continue }
                let to = SwiftName(toText)
                guard let credentialLabel = to.labels?.first else { continue }
                edits.append(Edit(f.range(rs, dot - 1), receiver, rule: id))
                edits.append(Edit(f.range(call.name, args[1].1), "\(to.base)(\(credentialLabel): \(credential)", rule: id))
                if let label = call.arguments[2].label, let new = to.labels?[safe: 1] {
                    edits.append(Edit(f.range(label, label), new, rule: id))
                }
            case .objc(let send, _):
                let to = ObjCSelector(toText).pieces
                guard let completion = to[safe: 1] else { continue }
                edits.append(Edit(f.range(send.receiverStart, send.receiverEnd), receiver, rule: id))
                edits.append(Edit(f.range(send.pieces[0].name, args[1].1), "\(to[0]):\(credential)", rule: id))
                edits.append(Edit(f.range(send.pieces[2].name, send.pieces[2].name), completion, rule: id))
            }
            if let spec = e.callback, case .edits(let more) = CallbackRewriter.rewrite(match, spec, types, ctx, rule: id, confidence: .high) {
                edits += more
            }
            guard ctx.propose(edits, rule: id) else { continue }
            let dropped = (provider.dropped ?? []).filter { values[$0] != nil }
            if !dropped.isEmpty {
                ctx.report(.note, "2.x no longer takes \(dropped.joined(separator: ", ")) for \(providerName) sign-in", at: offset, rule: id, anchor: e.anchor)
            }
        }
    }
}
