/// Reorders, inserts and retypes the parameters of a completion block or closure passed to a call.
enum CallbackRewriter {
    enum Outcome {
        case edits([Edit])
        /// The callback is not a literal (a variable or a function): it must be changed by hand.
        case notLiteral(offset: Int)
        /// The literal's parameters do not have the expected shape.
        case unexpectedShape(offset: Int)
        case absent
    }

    static func rewrite(_ match: CallMatch, _ spec: CallbackSpec, _ types: TypeTable, _ ctx: RuleContext,
                        rule: String, confidence c: Confidence) -> Outcome {
        let f = ctx.file
        switch match {
        case .swift(let call, let e):
            guard let k = e.callbackIndex(spec, .swift), k < call.arguments.count else { return .absent }
            let arg = call.arguments[k]
            guard f.isPunct(arg.start, Byte.openBrace), f.partnerOf(arg.start) == arg.end,
                  let sig = ClosureSignature.parse(f, open: arg.start), !isAdapter(f, arg.start, arg.end) else {
                if isAdapter(f, arg.start, arg.end) { return .absent }
                if let a = spec.adapter { return adapted(arg.start, arg.end, a, ctx, rule: rule, confidence: c) }
                return .notLiteral(offset: Int(f.tokens[arg.start].start))
            }
            if let w = spec.wraps { return wrapped(sig, spec, w, ctx, rule: rule, confidence: c) }
            // Firebase: a closure already of the new arity was converted before.
            if ctx.target == .firebase, sig.inToken != nil, spec.order.count != spec.legacyCount, sig.parameters.count == spec.order.count { return .absent }
            return swiftClosure(sig, spec, types, f, rule, c, qualifier: ctx.qualifier)
        case .objc(let send, let e):
            guard let k = e.callbackIndex(spec, .objectiveC), k < send.pieces.count else { return .absent }
            let p = send.pieces[k]
            guard p.hasArgument, let block = BlockSignature.parse(f, start: p.argumentStart, limit: p.argumentEnd),
                  block.bodyClose == p.argumentEnd else {
                if p.hasArgument, spec.adapter != nil, isAdapter(f, p.argumentStart, p.argumentEnd) { return .absent }
                if p.hasArgument && (f.tokenIs(p.argumentStart, "nil") || hasReorderedType(p.argumentStart, p.argumentEnd, spec, ctx)) { return .absent }
                if p.hasArgument, let a = spec.adapter { return adapted(p.argumentStart, p.argumentEnd, a, ctx, rule: rule, confidence: c) }
                return .notLiteral(offset: Int(f.tokens[p.argumentStart].start))
            }
            if let w = spec.wraps { return wrapped(block, spec, w, ctx, rule: rule, confidence: c) }
            if ctx.target == .firebase, spec.order.count != spec.legacyCount, block.parameters.count == spec.order.count { return .absent }
            return objcBlock(block, spec, types, ctx, rule, c)
        }
    }

    /// True when an ObjC block argument that is not a literal already has a block type that
    /// `ObjCBlockTypeRule` puts in the 2.x order: a variable, property or message declared with a
    /// reordered typedef (`completion`, `self.onLogin`, `[self loginCompletion]`).
    private static func hasReorderedType(_ start: Int, _ end: Int, _ spec: CallbackSpec, _ ctx: RuleContext) -> Bool {
        let f = ctx.file
        let typedefs = ctx.project.reorderedBlockTypes
        guard spec.inserted == nil, spec.objcTypes == nil, !typedefs.isEmpty else { return false }
        var name: Int?
        if f.isPunct(start, Byte.openBracket), f.partnerOf(start) == end {
            name = (start + 1..<end).first { f.isIdentifier($0) && f.isPunct($0 + 1, Byte.colon) || f.isIdentifier($0) && $0 + 1 == end }
        } else if f.isIdentifier(end), (start..<end).allSatisfy({ f.isIdentifier($0) || f.isPunct($0, Byte.dot) }) {
            name = end
        }
        guard let n = name else { return false }
        let text = f.text(n)
        if let type = ctx.project.memberTypes[ObjCBlockShapes.bare(text)], typedefs[type] == spec.order { return true }
        // A local variable or parameter: `AccountLoginBlock completion`, `(AccountLoginBlock)completion`.
        for i in 1..<f.tokens.count where f.isIdentifier(i) && f.textEquals(i, text) {
            let t = f.isPunct(i - 1, Byte.closeParen) ? i - 2 : i - 1
            if f.isIdentifier(t), typedefs[f.text(t)] == spec.order { return true }
        }
        return false
    }

    /// The parameter name to insert: the mapping's name unless the body already uses it.
    static func freeName(_ preferred: String, _ fallback: String?, _ f: SourceFile, _ open: Int, _ close: Int) -> String {
        for i in open..<close where f.tokens[i].kind == .identifier && f.textEquals(i, preferred) {
            return fallback ?? "_"
        }
        return preferred
    }

    private static func swiftClosure(_ sig: ClosureSignature, _ spec: CallbackSpec, _ types: TypeTable, _ f: SourceFile,
                                     _ rule: String, _ c: Confidence, qualifier: SwiftQualifier = .none) -> Outcome {
        guard sig.inToken != nil else { return shorthand(sig, spec, f, rule, c) }
        guard sig.parameters.count == spec.legacyCount, !sig.parameters.isEmpty || sig.parenOpen != nil else {
            return .unexpectedShape(offset: Int(f.tokens[sig.open].start))
        }
        let typed = sig.parameters.contains { $0.typeStart != nil }
        var inserted = (spec.inserted ?? []).makeIterator()
        var parts: [String] = []
        var bodyEdits: [Edit] = []
        for (j, src) in spec.order.enumerated() {
            if src >= 0 {
                let p = sig.parameters[src]
                if spec.swiftTypes?[safe: j] ?? nil != nil, let properties = spec.subscriptProperties, let body = sig.inToken {
                    bodyEdits += subscripts(of: f.text(p.name), properties, f, body + 1, sig.close, rule, c)
                }
                if let t = p.typeStart, let newType = spec.swiftTypes?[safe: j] ?? nil {
                    parts.append(f.text(from: p.start, through: t - 1) + " " + newType)
                } else {
                    parts.append(types.rename(f.text(from: p.start, through: p.end), .swift, qualifier: qualifier))
                }
            } else if let ins = inserted.next() {
                let name = freeName(ins.swiftName, ins.fallbackName ?? "_", f, sig.open, sig.close)
                parts.append(typed ? "\(name): \(ins.swiftType)" : name)
            }
        }
        let range: Range<Int>
        if let o = sig.parenOpen, let cl = sig.parenClose {
            range = Int(f.tokens[o].end)..<Int(f.tokens[cl].start)
        } else if let first = sig.parameters.first, let last = sig.parameters.last {
            range = f.range(first.start, last.end)
        } else {
            return .unexpectedShape(offset: Int(f.tokens[sig.open].start))
        }
        let text = parts.joined(separator: ", ")
        if f.text(bytes: range) == text { return .edits(bodyEdits) }
        return .edits([Edit(range, text, rule: rule, confidence: c)] + bodyEdits)
    }

    /// `name?["uid"]` / `name!["uid"]` / `name["uid"]` between `from` and `to` → `name?.uid` …
    private static func subscripts(of name: String, _ properties: [String: String], _ f: SourceFile, _ from: Int, _ to: Int,
                                   _ rule: String, _ c: Confidence) -> [Edit] {
        var edits: [Edit] = []
        for i in from..<to where f.isIdentifier(i) && f.textEquals(i, name) && !f.isPunct(i - 1, Byte.dot) {
            let open = f.isPunct(i + 1, Byte.question) || f.isPunct(i + 1, Byte.exclamation) ? i + 2 : i + 1
            guard f.isPunct(open, Byte.openBracket), f.partnerOf(open) == open + 2,
                  let key = DictionaryLiteral.key(f, open + 1), let property = properties[key] else { continue }
            edits.append(Edit(f.range(open, open + 2), "." + property, rule: rule, confidence: c))
        }
        return edits
    }

    /// Renumbers `$0`, `$1` … in a closure without a signature (nested closures keep theirs).
    private static func shorthand(_ sig: ClosureSignature, _ spec: CallbackSpec, _ f: SourceFile, _ rule: String, _ c: Confidence) -> Outcome {
        var edits: [Edit] = []
        var i = sig.open + 1
        while i < sig.close {
            if f.isPunct(i, Byte.openBrace), let p = f.partnerOf(i) { i = p + 1; continue }
            if f.tokens[i].kind == .identifier, f.firstByte(i) == Byte.dollar, let old = Int(f.text(i).dropFirst()),
               let new = spec.order.firstIndex(of: old), new != old {
                edits.append(Edit(f.range(i, i), "$\(new)", rule: rule, confidence: c))
            }
            i += 1
        }
        return .edits(edits)
    }

    private static func objcBlock(_ block: BlockSignature, _ spec: CallbackSpec, _ types: TypeTable, _ ctx: RuleContext,
                                  _ rule: String, _ c: Confidence) -> Outcome {
        let f = ctx.file
        var keyed: [Edit] = []
        guard let o = block.parenOpen, let cl = block.parenClose, block.parameters.count == spec.legacyCount else {
            return .unexpectedShape(offset: Int(f.tokens[block.caret].start))
        }
        var inserted = (spec.inserted ?? []).makeIterator()
        var parts: [String] = []
        for (j, src) in spec.order.enumerated() {
            if src >= 0 {
                let p = block.parameters[src]
                if let newType = spec.objcTypes?[safe: j] ?? nil {
                    parts.append(newType + f.text(from: p.name, through: p.end))
                    keyed += keyedReads(of: p.name, typed: newType, in: block, spec, ctx, rule, c)
                } else {
                    parts.append(types.rename(f.text(from: p.start, through: p.end), .objectiveC))
                }
            } else if let ins = inserted.next() {
                var decl = ins.objc
                let preferred = String(decl.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
                let name = freeName(preferred, ins.fallbackName, f, block.bodyOpen, block.bodyClose)
                if name != preferred { decl = String(decl.dropLast(preferred.count)) + name }
                parts.append(decl)
            }
        }
        let range = Int(f.tokens[o].end)..<Int(f.tokens[cl].start)
        let text = parts.joined(separator: ", ")
        if f.text(bytes: range) == text { return .edits(keyed) }
        return .edits([Edit(range, text, rule: rule, confidence: c)] + keyed)
    }

    /// Reads of a retyped parameter by key in the block body: `result[@"uid"]` and
    /// `[result objectForKey:@"uid"]` become `result.uid`; other keys are reported on their line.
    private static func keyedReads(of name: Int, typed newType: String, in block: BlockSignature, _ spec: CallbackSpec, _ ctx: RuleContext,
                                   _ rule: String, _ c: Confidence) -> [Edit] {
        let f = ctx.file
        // The 2.x class of the parameter, from the entry's `objcTypes` (`WDGUser *` → `WDGUser`).
        let typeName = newType.filter { $0 != "*" }.trimmingCharacters(in: .whitespaces)
        let variable = f.text(name)
        var edits: [Edit] = []
        for i in block.bodyOpen + 1..<block.bodyClose where f.isIdentifier(i) && f.textEquals(i, variable) && !f.isPunct(i - 1, Byte.dot) {
            let keyToken: Int
            let span: (Int, Int)
            if f.isPunct(i + 1, Byte.openBracket), f.partnerOf(i + 1) == i + 3 {
                keyToken = i + 2
                span = (i + 1, i + 3)
            } else if f.isPunct(i - 1, Byte.openBracket), f.tokenIs(i + 1, "objectForKey"), f.isPunct(i + 2, Byte.colon),
                      f.partnerOf(i - 1) == i + 4 {
                keyToken = i + 3
                span = (i - 1, i + 4)
            } else { continue }
            let literal = f.text(keyToken)
            guard f.tokens[keyToken].kind == .atString, literal.count >= 3 else { continue }
            let key = String(literal.dropFirst(2).dropLast())
            if let property = spec.subscriptProperties?[key] {
                let text = span.0 == i - 1 ? "\(variable).\(property)" : ".\(property)"
                edits.append(Edit(f.range(span.0, span.1), text, rule: rule, confidence: c))
            } else {
                ctx.report(.warning, "`\(variable)` is a \(typeName) in 2.x, not a dictionary: it has no value for key \"\(key)\"; read the matching \(typeName) property",
                           at: Int(f.tokens[span.0 == i - 1 ? span.0 : i].start), rule: rule)
            }
        }
        return edits
    }
}
