/// Parameter names that receive auth data in legacy auth callbacks (`{ error, authData in`): the
/// `dataIndex` parameter of a call entry's `callback`; in a closure without a signature, the
/// shorthand arguments of that index (`{ print($1?.provider) }`), by offset.
struct AuthDataCallbackCollector: FactCollecting {
    let calls: [CallEntry]
    let matcher: CallMatcher

    init(_ calls: [CallEntry]) {
        self.calls = calls
        matcher = CallMatcher(calls)
    }

    var triggers: Set<String> { Set(calls.flatMap { [$0.swiftFrom?.base, $0.objcFrom?.pieces[0]].compactMap { $0 } }) }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        let ctx = RuleContext(file: f, project: ProjectIndex(), candidates: c, ignored: [])
        let kind = ValueKind.authData.rawValue
        for match in matcher.matches(ctx) {
            guard let spec = match.entry.callback, let index = spec.dataIndex else { continue }
            switch match {
            case .swift(let call, let e):
                guard let k = e.callbackIndex(spec, .swift), k < call.arguments.count,
                      let sig = ClosureSignature.parse(f, open: call.arguments[k].start) else { continue }
                if sig.inToken == nil {
                    Self.shorthands(index, f, sig.open, sig.close, &facts.authDataShorthands)
                    continue
                }
                guard index < sig.parameters.count else { continue }
                facts.variables[kind, default: []].insert(f.text(sig.parameters[index].name))
            case .objc(let send, let e):
                guard let k = e.callbackIndex(spec, .objectiveC), k < send.pieces.count,
                      let block = BlockSignature.parse(f, start: send.pieces[k].argumentStart, limit: send.pieces[k].argumentEnd),
                      index < block.parameters.count else { continue }
                facts.variables[kind, default: []].insert(f.text(block.parameters[index].name))
            }
        }
    }

    /// Offsets of `$index` between `open` and `close`, outside nested closures (which have their own).
    static func shorthands(_ index: Int, _ f: SourceFile, _ open: Int, _ close: Int, _ found: inout Set<Int>) {
        let name = "$\(index)"
        var i = open + 1
        while i < close {
            if f.isPunct(i, Byte.openBrace), let p = f.partnerOf(i) { i = p + 1; continue }
            if f.tokens[i].kind == .identifier, f.textEquals(i, name) { found.insert(Int(f.tokens[i].start)) }
            i += 1
        }
    }
}
