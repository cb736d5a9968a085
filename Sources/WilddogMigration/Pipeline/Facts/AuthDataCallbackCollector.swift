/// Parameter names that receive auth data in legacy auth callbacks (`{ error, authData in`): the
/// `dataIndex` parameter of a call entry's `callback`.
struct AuthDataCallbackCollector: FactCollecting {
    let calls: [CallEntry]
    let matcher: CallMatcher

    init(_ calls: [CallEntry]) {
        self.calls = calls
        matcher = CallMatcher(calls)
    }

    var triggers: Set<String> { Set(calls.flatMap { [$0.swiftFrom?.base, $0.objcFrom?.pieces[0]].compactMap { $0 } }) }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        let ctx = RuleContext(file: f, project: ProjectIndex(), candidates: c, minimumConfidence: .high, ignored: [])
        let kind = ValueKind.authData.rawValue
        for match in matcher.matches(ctx) {
            guard let spec = match.entry.callback, let index = spec.dataIndex else { continue }
            switch match {
            case .swift(let call, let e):
                guard let k = e.callbackIndex(spec, .swift), k < call.arguments.count,
                      let sig = ClosureSignature.parse(f, open: call.arguments[k].start), index < sig.parameters.count else { continue }
                facts.variables[kind, default: []].insert(f.text(sig.parameters[index].name))
            case .objc(let send, let e):
                guard let k = e.callbackIndex(spec, .objectiveC), k < send.pieces.count,
                      let block = BlockSignature.parse(f, start: send.pieces[k].argumentStart, limit: send.pieces[k].argumentEnd),
                      index < block.parameters.count else { continue }
                facts.variables[kind, default: []].insert(f.text(block.parameters[index].name))
            }
        }
    }
}
