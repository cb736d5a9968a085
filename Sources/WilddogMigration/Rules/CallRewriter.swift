/// Turns a matched call into edits: new name and labels (or selector pieces), new receiver,
/// prefix, or a whole-call template.
enum CallRewriter {
    static func edits(_ match: CallMatch, _ ctx: RuleContext, rule: String, confidence: Confidence) -> [Edit]? {
        switch match {
        case .swift(let call, let e): return swiftEdits(call, e, ctx, rule, confidence)
        case .objc(let send, let e): return objcEdits(send, e, ctx, rule, confidence)
        }
    }

    static func swiftEdits(_ call: SwiftCall, _ e: CallEntry, _ ctx: RuleContext, _ rule: String, _ c: Confidence) -> [Edit]? {
        let f = ctx.file
        let form = e.swift
        let callStart = call.receiverStart ?? call.name
        var edits: [Edit] = []
        if let template = form?.template.map(ctx.qualifier.qualify) {
            var values = ["recv": call.receiverStart.map { f.text(from: $0, through: call.dot! - 1) } ?? ""]
            for (k, a) in call.arguments.enumerated() { values[String(k)] = f.text(from: a.start, through: a.end) }
            return [Edit(f.range(callStart, call.end), Template.fill(template, values), rule: rule, confidence: c)]
        }
        if let receiver = form?.receiver.map(ctx.qualifier.qualify) {
            guard let rs = call.receiverStart, let dot = call.dot else { return nil }
            edits.append(Edit(f.range(rs, dot - 1), receiver, rule: rule, confidence: c))
        }
        if e.labelClosure == true { edits += labelledClosure(call, e, f, rule, c) }
        if let prefix = form?.prefix, !precededByTry(f, callStart) {
            edits.append(Edit(Int(f.tokens[callStart].start)..<Int(f.tokens[callStart].start), prefix, rule: rule, confidence: c))
        }
        guard let from = e.swiftFrom, let to = e.swiftTo else { return edits }
        if from.base != to.base { edits.append(Edit(f.range(call.name, call.name), to.base, rule: rule, confidence: c)) }
        guard let old = from.labels, let new = to.labels, old.count == new.count else { return edits }
        for (k, arg) in call.arguments.enumerated() where old[k] != new[k] {
            if arg.isTrailingClosure {
                if let label = arg.label, new[k] != "_" { edits.append(Edit(f.range(label, label), new[k], rule: rule, confidence: c)) }
                continue
            }
            let argStart = Int(f.tokens[arg.start].start)
            if let label = arg.label {
                if new[k] == "_" {
                    edits.append(Edit(Int(f.tokens[label].start)..<argStart, "", rule: rule, confidence: c))
                } else {
                    edits.append(Edit(f.range(label, label), new[k], rule: rule, confidence: c))
                }
            } else {
                edits.append(Edit(argStart..<argStart, new[k] + ": ", rule: rule, confidence: c))
            }
        }
        return edits
    }

    static func objcEdits(_ send: ObjCMessageSend, _ e: CallEntry, _ ctx: RuleContext, _ rule: String, _ c: Confidence) -> [Edit]? {
        let f = ctx.file
        let form = e.objc
        if let template = form?.template {
            var values = ["recv": f.text(from: send.receiverStart, through: send.receiverEnd)]
            for (k, p) in send.pieces.enumerated() where p.hasArgument {
                values[String(k)] = f.text(from: p.argumentStart, through: p.argumentEnd)
            }
            return [Edit(f.range(send.open, send.close), Template.fill(template, values), rule: rule, confidence: c)]
        }
        var edits: [Edit] = []
        if let receiver = form?.receiver {
            edits.append(Edit(f.range(send.receiverStart, send.receiverEnd), receiver, rule: rule, confidence: c))
        }
        guard e.objcRenamed, let from = e.objcFrom, let to = e.objcTo else { return edits }
        if from.isUnary {
            edits.append(Edit(f.range(send.pieces[0].name, send.pieces[0].name), to, rule: rule, confidence: c))
            return edits
        }
        guard let toPieces = e.objcToPieces, toPieces.count == send.pieces.count else { return nil }
        for (k, p) in send.pieces.enumerated() where toPieces[k] != from.pieces[k] {
            edits.append(Edit(f.range(p.name, p.name), toPieces[k], rule: rule, confidence: c))
        }
        return edits
    }

    /// `ref.setValue(x) { … }` → `ref.setValue(x, withCompletionBlock: { … })`: the trailing closure
    /// of a call whose entry keeps its completion label gets the label (in the entry's new spelling).
    static func labelledClosure(_ call: SwiftCall, _ e: CallEntry, _ f: SourceFile, _ rule: String, _ c: Confidence) -> [Edit] {
        guard let last = call.arguments.last, last.isTrailingClosure, last.label == nil, call.arguments.count >= 1,
              !call.arguments.dropLast().contains(where: \.isTrailingClosure),
              let labels = (e.swiftTo ?? e.swiftFrom)?.labels, labels.count == call.arguments.count,
              let label = labels.last, label != "_" else { return [] }
        let open = Int(f.tokens[last.start].start), close = Int(f.tokens[last.end].end)
        let before: Edit
        if let o = call.openParen, let cp = call.closeParen {
            // `f(x) {` → `f(x, label: {`; `f() {` → `f(label: {`.
            let separator = cp == o + 1 ? "" : ", "
            before = Edit(Int(f.tokens[cp].start)..<open, separator + label + ": ", rule: rule, confidence: c)
        } else {
            before = Edit(Int(f.tokens[call.name].end)..<open, "(" + label + ": ", rule: rule, confidence: c)
        }
        return [before, Edit(close..<close, ")", rule: rule, confidence: c)]
    }

    /// True when the expression at `i` is already the operand of `try`, `try?` or `try!`.
    static func precededByTry(_ f: SourceFile, _ i: Int) -> Bool {
        if f.tokenIs(i - 1, "try") { return true }
        return (f.isPunct(i - 1, Byte.question) || f.isPunct(i - 1, Byte.exclamation)) && f.tokenIs(i - 2, "try")
    }
}
