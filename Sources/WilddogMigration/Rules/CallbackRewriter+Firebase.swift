/// The Firebase shapes of completion blocks: a parameter that becomes a result object (`wraps`:
/// `{ user, error in … }` → `{ authResult, error in let user = authResult?.user … }`), and a block
/// passed as a value wrapped in an adapter of the new shape (`adapter`).
extension CallbackRewriter {
    /// Swift closure literal with a wrapped parameter. Idempotent: a closure whose parameter already
    /// has the result's name or type is left alone.
    static func wrapped(_ sig: ClosureSignature, _ spec: CallbackSpec, _ w: CallbackSpec.ResultWrapper, _ ctx: RuleContext,
                        rule: String, confidence c: Confidence) -> Outcome {
        let f = ctx.file
        guard let inToken = sig.inToken else { return wrappedShorthand(sig, w, f, rule, c) }
        // Already the new shape: as many parameters as the new order, the wrapped one renamed or retyped.
        if sig.parameters.count == spec.order.count, w.index < sig.parameters.count {
            let p = sig.parameters[w.index]
            if f.textEquals(p.name, w.name) || p.typeStart.map({ f.text(from: $0, through: p.end) == ctx.qualifier.qualify(w.swiftType) }) == true {
                return .absent
            }
        }
        guard sig.parameters.count == spec.legacyCount, spec.order.count == spec.legacyCount else {
            return .unexpectedShape(offset: Int(f.tokens[sig.open].start))
        }
        var edits: [Edit] = []
        for (j, src) in spec.order.enumerated() where src >= 0 {
            let p = sig.parameters[src]
            if j == w.index {
                let old = f.text(p.name)
                if old == "_" { continue }
                let name = freeName(w.name, "result", f, sig.open, sig.close)
                let decl = p.typeStart == nil ? name : name + ": " + ctx.qualifier.qualify(w.swiftType)
                edits.append(Edit(f.range(p.name, p.end), decl, rule: rule, confidence: c))
                if usesName(old, f, from: inToken + 1, to: sig.close) {
                    edits.append(statementAfter(inToken, in: sig, "let \(old) = \(name)?.\(w.property)", ctx, rule, c))
                }
            }
            // The other parameters keep their names; the type rule renames their types.
        }
        return .edits(edits)
    }

    /// `{ print($0?.uid ?? "", $1) }`: the wrapped shorthand argument stands for its result's property.
    private static func wrappedShorthand(_ sig: ClosureSignature, _ w: CallbackSpec.ResultWrapper, _ f: SourceFile,
                                         _ rule: String, _ c: Confidence) -> Outcome {
        var edits: [Edit] = []
        var i = sig.open + 1
        let argument = "$\(w.index)"
        while i < sig.close {
            if f.isPunct(i, Byte.openBrace), let p = f.partnerOf(i) { i = p + 1; continue }
            if f.tokens[i].kind == .identifier, f.textEquals(i, argument) {
                // `($0?.user)` from an earlier run stays.
                let done = f.isPunct(i - 1, Byte.openParen) && f.isPunct(i + 1, Byte.question) && f.isPunct(i + 2, Byte.dot)
                    && f.textEquals(i + 3, w.property) && f.isPunct(i + 4, Byte.closeParen)
                if !done { edits.append(Edit(f.range(i, i), "(\(argument)?.\(w.property))", rule: rule, confidence: c)) }
            }
            i += 1
        }
        return .edits(edits)
    }

    /// Objective-C block literal with a wrapped parameter: `^(WDGUser *user, NSError *error) {` →
    /// `^(FIRAuthDataResult *authResult, NSError *error) {` and `FIRUser *user = authResult.user;` first in the body.
    static func wrapped(_ block: BlockSignature, _ spec: CallbackSpec, _ w: CallbackSpec.ResultWrapper, _ ctx: RuleContext,
                        rule: String, confidence c: Confidence) -> Outcome {
        let f = ctx.file
        guard block.parameters.count == spec.legacyCount, spec.order.count == spec.legacyCount, w.index < block.parameters.count else {
            return .unexpectedShape(offset: Int(f.tokens[block.caret].start))
        }
        let resultClass = w.objcType.filter { $0 != "*" }.trimmingCharacters(in: .whitespaces)
        let p = block.parameters[spec.order[w.index]]
        if (p.start...p.end).contains(where: { f.isIdentifier($0) && f.textEquals($0, resultClass) }) { return .absent }
        var edits: [Edit] = []
        // The other parameters keep their declarations; the type rule renames their types.
        let q = p
        let old = f.text(q.name)
        let name = freeName(w.name, "result", f, block.bodyOpen, block.bodyClose)
        edits.append(Edit(f.range(q.start, q.end), w.objcType + name, rule: rule, confidence: c))
        if usesName(old, f, from: block.bodyOpen + 1, to: block.bodyClose) {
            edits.append(statementAfterBrace(block.bodyOpen, "\(w.objcPropertyType)\(old) = \(name).\(w.property);", ctx, rule, c))
        }
        return .edits(edits)
    }

    /// A block of the old shape passed as a value: wrapped in an adapter of the new shape.
    /// Swift: `{ [handler = E] authResult, error in (handler as T?)?(authResult?.user, error) }` (the cast
    /// accepts an optional and a non-optional block alike); Objective-C: a block that takes the value
    /// and returns the adapter, called at once, so `E` is evaluated once where it is passed.
    static func adapted(_ start: Int, _ end: Int, _ a: CallbackSpec.Adapter, _ ctx: RuleContext, rule: String, confidence c: Confidence) -> Outcome {
        let f = ctx.file
        if start == end, f.tokenIs(start, "nil") { return .absent }
        let value = f.text(from: start, through: end)
        let handler = "handler"
        let text: String
        switch f.language {
        case .swift:
            let type = ctx.qualifier.qualify(a.swiftBlockType)
            text = "{ [\(handler) = \(value)] \(a.swiftParameters.joined(separator: ", ")) in "
                + "(\(handler) as \(type)?)?(\(a.swiftArguments.joined(separator: ", "))) }"
        case .objectiveC:
            guard let caret = a.objcBlockType.range(of: "(^)") else { return .notLiteral(offset: Int(f.tokens[start].start)) }
            let declared = a.objcBlockType[..<caret.lowerBound] + "(^\(handler))" + a.objcBlockType[caret.upperBound...]
            text = "^(\(declared)) { return ^(\(a.objcParameters.joined(separator: ", "))) { if (\(handler)) \(handler)("
                + "\(a.objcArguments.joined(separator: ", "))); }; }(\(value))"
        }
        return .edits([Edit(f.range(start, end), text, rule: rule, confidence: c)])
    }

    /// True when the value at `start…end` is already an adapter this tool wrote.
    static func isAdapter(_ f: SourceFile, _ start: Int, _ end: Int) -> Bool {
        switch f.language {
        case .swift: return f.isPunct(start, Byte.openBrace) && f.isPunct(start + 1, Byte.openBracket) && f.textIs(start + 2, "handler")
        case .objectiveC:
            // `^(void (^handler)(…)) { … }(value)`: a block taking the handler, called at once.
            guard let block = BlockSignature.parse(f, start: start, limit: end), block.bodyClose < end,
                  f.isPunct(block.bodyClose + 1, Byte.openParen), let only = block.parameters.first, block.parameters.count == 1 else { return false }
            return f.textEquals(only.name, "handler") || (only.start...only.end).contains { f.textEquals($0, "handler") }
        }
    }

    static func usesName(_ name: String, _ f: SourceFile, from: Int, to: Int) -> Bool {
        guard from < to else { return false }
        return (from..<to).contains { f.isIdentifier($0) && f.textEquals($0, name) && !f.isPunct($0 - 1, Byte.dot) }
    }

    /// A statement put first in a Swift closure body: on its own line when the body starts on a new line.
    private static func statementAfter(_ inToken: Int, in sig: ClosureSignature, _ statement: String, _ ctx: RuleContext,
                                       _ rule: String, _ c: Confidence) -> Edit {
        let f = ctx.file
        let at = Int(f.tokens[inToken].end)
        let first = inToken + 1
        if first < sig.close, f.tokens[first].newlineBefore {
            return Edit(at..<at, ctx.newline + indentation(of: first, f) + statement, rule: rule, confidence: c)
        }
        return Edit(at..<at, " " + statement + ";", rule: rule, confidence: c)
    }

    /// A statement put first in an Objective-C block body.
    private static func statementAfterBrace(_ open: Int, _ statement: String, _ ctx: RuleContext, _ rule: String, _ c: Confidence) -> Edit {
        let f = ctx.file
        let at = Int(f.tokens[open].end)
        let first = open + 1
        if f.tokens[first].newlineBefore {
            return Edit(at..<at, ctx.newline + indentation(of: first, f) + statement, rule: rule, confidence: c)
        }
        return Edit(at..<at, " " + statement, rule: rule, confidence: c)
    }

    /// The spaces and tabs before token `i` on its line.
    static func indentation(of i: Int, _ f: SourceFile) -> String {
        var s = Int(f.tokens[i].start)
        let e = s
        while s > 0, f.bytes[s - 1] == Byte.space || f.bytes[s - 1] == Byte.tab { s -= 1 }
        return String(decoding: f.bytes[s..<e], as: UTF8.self)
    }
}
