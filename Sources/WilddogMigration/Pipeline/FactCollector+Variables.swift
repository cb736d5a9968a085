import Foundation

/// Variables known to hold a reference, auth data or an auth handle.
extension FactCollector {
    /// Variables declared with a reference or auth-data type: `Wilddog *ref`, `var ref: WDGSyncReference!`.
    func collectDeclarations(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        for (types, kind) in [(referenceTypes, "reference"), (authDataTypes, "authData")] {
            for type in types {
                for i in c[type] ?? [] {
                    switch f.language {
                    case .objectiveC:
                        if f.isPunct(i + 1, Byte.star), f.isIdentifier(i + 2) {
                            var name = f.text(i + 2)
                            if name.hasPrefix("_") { name.removeFirst() }
                            facts.variables[kind, default: []].insert(name)
                        }
                    case .swift:
                        if f.isPunct(i - 1, Byte.colon), f.isIdentifier(i - 2) {
                            facts.variables[kind, default: []].insert(f.text(i - 2))
                        }
                    }
                }
            }
        }
        for h in handleCalls {
            for name in [h.swiftFrom?.base, h.objcFrom?.pieces[0]].compactMap({ $0 }) {
                for i in c[name] ?? [] {
                    let start: Int
                    if f.language == .objectiveC, let open = f.enclosingOf(i), f.isPunct(open, Byte.openBracket) { start = open }
                    else if f.language == .swift, f.isPunct(i - 1, Byte.dot), let rs = SwiftCallParser.receiverStartBefore(f, dot: i - 1) { start = rs }
                    else { continue }
                    if let v = assignedName(f, start) { facts.authHandleNames.insert(v) }
                }
            }
        }
    }

    /// `let posts = ref.childByAppendingPath("posts")`: a variable initialized from a member that
    /// returns a known kind of value (`returnsKind`) holds that kind.
    func collectInitializedVariables(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard f.language == .swift else { return }
        for k in (c["let"] ?? []) + (c["var"] ?? []) {
            guard f.isIdentifier(k + 1), f.isPunct(k + 2, Byte.equal) else { continue }
            var last: Int?
            var j = k + 3
            while j < f.tokens.count, f.tokens[j].kind != .endOfFile {
                if j > k + 3, f.tokens[j].newlineBefore, !f.isPunct(j, Byte.dot) { break }
                if f.isPunct(j, Byte.semicolon) || f.isPunct(j, Byte.openBrace) { break }
                if let p = f.partnerOf(j), p > j { j = p + 1; continue }
                if f.isIdentifier(j), f.isPunct(j - 1, Byte.dot) { last = j }
                j += 1
            }
            if let m = last, let kind = returnedKinds[f.text(m)] { facts.variables[kind, default: []].insert(f.text(k + 1)) }
        }
    }

    /// `ref.setValue(v) { error, written in … }`: the completion's reference parameter holds a reference.
    func collectReferenceCallbacks(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard f.language == .swift else { return }
        for (name, index) in referenceCallbacks {
            for i in c[name] ?? [] where f.isPunct(i - 1, Byte.dot) {
                guard let call = SwiftCallParser.parse(f, name: i) else { continue }
                for a in call.arguments where f.isPunct(a.start, Byte.openBrace) && f.partnerOf(a.start) == a.end {
                    guard let sig = ClosureSignature.parse(f, open: a.start), sig.parameters.count > index else { continue }
                    let p = f.text(sig.parameters[index].name)
                    if p != "_" { facts.variables["reference", default: []].insert(p) }
                }
            }
        }
    }

    /// Parameter names that receive auth data in legacy auth callbacks (`{ error, authData in`).
    func collectCallbacks(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        let ctx = RuleContext(file: f, project: ProjectIndex(), candidates: c, minimumConfidence: .high, ignored: [])
        for match in callbackMatcher.matches(ctx) {
            guard let spec = match.entry.entry.callback, let index = spec.dataIndex else { continue }
            switch match {
            case .swift(let call, let e):
                guard let k = e.callbackIndex(spec, .swift), k < call.arguments.count,
                      let sig = ClosureSignature.parse(f, open: call.arguments[k].start), index < sig.parameters.count else { continue }
                facts.variables["authData", default: []].insert(f.text(sig.parameters[index].name))
            case .objc(let send, let e):
                guard let k = e.callbackIndex(spec, .objectiveC), k < send.pieces.count,
                      let block = BlockSignature.parse(f, start: send.pieces[k].argumentStart, limit: send.pieces[k].argumentEnd),
                      index < block.parameters.count else { continue }
                facts.variables["authData", default: []].insert(f.text(block.parameters[index].name))
            }
        }
    }

    /// The variable an expression starting at token `start` is assigned to: `x = …`, `self.x = …`, `let x = …`.
    func assignedName(_ f: SourceFile, _ start: Int) -> String? {
        guard f.isPunct(start - 1, Byte.equal), !f.isPunct(start - 2, Byte.equal), f.isIdentifier(start - 2) else { return nil }
        var name = f.text(start - 2)
        if name.hasPrefix("_") { name.removeFirst() }
        return name
    }
}
