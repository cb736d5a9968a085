import Foundation

/// Property accesses renamed or moved: `ref.authData` → `WDGAuth.auth()?.currentUser`,
/// `ref.app.goOffline()` → `ref.sync.goOffline()`, `authData.provider` → `providerID`.
struct PropertyRule: Rule {
    let id = "property"
    private let entries: [String: [PropertyMapping]]
    /// Member names by the kind of value they return: `snapshot.ref.parent` has a reference receiver.
    private let returnedKinds: [String: ValueKind]
    /// Templates that take the receiver, by language and legacy name (`parent` → `($recv.parent ?? $recv.root)`,
    /// Objective-C `($recv.parent ?: $recv.root)`).
    private let receiverTemplates: [Language: [String: String]]

    init(_ mappings: MappingSet) {
        var byName: [String: [PropertyMapping]] = [:]
        for e in mappings.properties {
            for form in [e.swift, e.objc] { if let from = form?.from { byName[from, default: []].append(e) } }
        }
        var returned: [String: ValueKind] = [:]
        for e in mappings.members {
            guard let kind = e.returnsKind else { continue }
            for name in [e.swift?.from, e.swift?.to, e.objc?.from].compactMap({ $0 }) { returned[SwiftName(name).base] = kind }
        }
        returnedKinds = returned
        var templates: [Language: [String: String]] = [:]
        for e in mappings.properties {
            for language in [Language.swift, .objectiveC] {
                if let from = e.form(language)?.from, let t = e.form(language)?.template, t.contains("$recv") { templates[language, default: [:]][from] = t }
            }
        }
        receiverTemplates = templates
        entries = byName.mapValues { list in
            var seen = Set<String>()
            return list.filter { seen.insert($0.id).inserted }
        }
    }

    var triggers: Set<String> { Set(entries.keys) }

    func apply(_ ctx: RuleContext) {
        let f = ctx.file
        for (name, list, tokens) in ctx.present(entries) {
            if f.language == .swift { implicitSelf(ctx, name, list, tokens) }
            for i in tokens where f.isPunct(i - 1, Byte.dot) {
                if f.isPunct(i + 1, Byte.openParen) || f.isPunct(i + 1, Byte.colon) { continue }
                let assigned = f.isPunct(i + 1, Byte.equal) && !f.isPunct(i + 2, Byte.equal)
                if assigned && !list.contains(where: { $0.assignable == true }) { continue }
                // `ref.parent.parent`: the outer access rewrites the whole chain.
                if f.isPunct(i + 1, Byte.dot), f.isIdentifier(i + 2), receiverTemplates[f.language]?[f.text(i + 2)] != nil { continue }
                for e in list {
                    guard let form = e.form(f.language), form.from == name else { continue }
                    if assigned && (e.assignable != true || form.template != nil) { continue }
                    if let after = form.followedBy, !followed(f, i, by: after) { continue }
                    guard let rs = SwiftCallParser.receiverStartBefore(f, dot: i - 1) else { continue }
                    // `[self.app goOffline]` in an app's own class names its own property (retyped by the
                    // type rename), not the reference's; only an extension of the legacy class means that.
                    if rs == i - 2, f.tokenIs(rs, "self"), let cls = e.legacyClass, !extends(f, cls, at: i) { continue }
                    if e.optionalIn2x == true, usedAsOptional(f, start: rs, end: i) { break }
                    var confidence = e.effectiveConfidence
                    if let kind = e.receiverKind {
                        let last = (rs..<(i - 1)).last { f.tokens[$0].kind == .identifier }
                        let known = last.map { ctx.holds($0, as: kind)
                            || f.isPunct($0 - 1, Byte.dot) && returnedKinds[f.text($0)] == kind } ?? false
                        if !known {
                            // An unknown receiver is worth a note only in a file that uses the legacy class.
                            guard let c = e.unknownReceiver, e.legacyClass.map({ ctx.candidates[$0] != nil }) ?? true else { continue }
                            confidence = c
                        }
                    }
                    let edit: Edit
                    if let template = form.template.map(ctx.qualifier.qualify) {
                        let plain = plainNames(f, rs, i - 2)
                        var text = Template.fill(template, ["recv": plain ? foldedReceiver(f, rs, i - 2) : f.text(from: rs, through: i - 2)])
                        // `ref.authData!.uid`: the code asserts a value, so the whole 2.x chain is forced
                        // (`WDGAuth.auth()!.currentUser!.uid`), or the result would turn optional.
                        if f.language == .swift, f.isPunct(i + 1, Byte.exclamation), !f.isPunct(i + 2, Byte.equal) {
                            text = text.replacingOccurrences(of: "?.", with: "!.")
                        }
                        if template.components(separatedBy: "$recv").count > 2, !plain {
                            ctx.report(.warning, "`\(name)` changes in 2.x and this receiver would be evaluated twice: rewrite it by hand",
                                       at: Int(f.tokens[rs].start), rule: id, suggestion: text, anchor: e.anchor)
                            break
                        }
                        edit = Edit(f.range(rs, i), text, rule: id, confidence: confidence)
                    } else if let to = form.to {
                        if to == name { break }
                        edit = Edit(f.range(i, i), to, rule: id, confidence: confidence)
                    } else { continue }
                    if ctx.propose([edit], rule: id), let message = e.message {
                        ctx.report(.warning, message, at: Int(f.tokens[rs].start), rule: id, anchor: e.anchor, entry: e.id)
                    }
                    break
                }
            }
        }
    }

    /// A bare `authData` / `parent` in a Swift `extension Wilddog {…}` is `self.authData`: rewritten
    /// as `self`'s access, unless the extension may declare a local of that name (a closure parameter,
    /// a `let`, a parameter or label), where the access is reported instead: nothing left unreported.
    private func implicitSelf(_ ctx: RuleContext, _ name: String, _ list: [PropertyMapping], _ tokens: [Int]) {
        let f = ctx.file
        for i in tokens where !f.isPunct(i - 1, Byte.dot) && f.isIdentifier(i) {
            if f.isPunct(i + 1, Byte.openParen) || f.isPunct(i + 1, Byte.colon) || f.isPunct(i + 1, Byte.equal) && !f.isPunct(i + 2, Byte.equal) { continue }
            if f.tokenIs(i - 1, "let") || f.tokenIs(i - 1, "var") || f.tokenIs(i - 1, "func") || f.tokenIs(i - 1, "case") || f.tokenIs(i + 1, "in") { continue }
            for e in list {
                guard let form = e.form(.swift), form.from == name, let cls = e.legacyClass,
                      let body = extensionBody(f, cls, at: i) else { continue }
                if let after = form.followedBy, !followed(f, i, by: after) { continue }
                let text: String
                if let template = form.template { text = Template.fill(template, ["recv": "self"]) }
                else if let to = form.to { text = to } else { continue }
                if declaresLocal(f, name, in: body) {
                    ctx.report(.warning, "`\(name)` has no explicit receiver here and may name a local: write `self.\(name)` or convert it by hand",
                               at: Int(f.tokens[i].start), rule: id, suggestion: text, anchor: e.anchor)
                    break
                }
                if e.optionalIn2x == true, usedAsOptional(f, start: i, end: i) { break }
                var replacement = text
                if f.isPunct(i + 1, Byte.exclamation), !f.isPunct(i + 2, Byte.equal) { replacement = replacement.replacingOccurrences(of: "?.", with: "!.") }
                if ctx.propose([Edit(f.range(i, i), replacement, rule: id, confidence: e.effectiveConfidence)], rule: id), let message = e.message {
                    ctx.report(.warning, message, at: Int(f.tokens[i].start), rule: id, anchor: e.anchor)
                }
                break
            }
        }
    }

    /// The braces of the `extension cls {…}` enclosing token `i`.
    private func extensionBody(_ f: SourceFile, _ cls: String, at i: Int) -> (Int, Int)? {
        var brace = f.enclosingOf(i)
        while let b = brace {
            if let k = (max(0, b - 16)..<b).last(where: { f.tokenIs($0, "extension") }), f.textEquals(k + 1, cls),
               let close = f.partnerOf(b) { return (b, close) }
            brace = f.enclosingOf(b)
        }
        return nil
    }

    /// True when `name` appears in `body` as something that could declare it: after `let`/`var`/`case`,
    /// before `in`, `:` or `,` (closure parameters, parameters, labels, tuples).
    private func declaresLocal(_ f: SourceFile, _ name: String, in body: (Int, Int)) -> Bool {
        for k in body.0...body.1 where f.textEquals(k, name) && f.isIdentifier(k) && !f.isPunct(k - 1, Byte.dot) {
            if f.tokenIs(k - 1, "let") || f.tokenIs(k - 1, "var") || f.tokenIs(k - 1, "case") || f.tokenIs(k + 1, "in") || f.isPunct(k + 1, Byte.colon) || f.isPunct(k + 1, Byte.comma)
                || f.isPunct(k + 1, Byte.closeParen) && f.tokenIs(k + 2, "in") { return true }
        }
        return false
    }

    /// True when the access `start…end` is already handled as an optional: `x.parent?.key`,
    /// `x.parent!`, `x.parent ?? y`, `x.parent == nil`, `if let p = x.parent`, `guard let p = x.parent`,
    /// Objective-C `x.parent ?: y` and `x.parent ? a : b`.
    private func usedAsOptional(_ f: SourceFile, start: Int, end: Int) -> Bool {
        if f.isPunct(end + 1, Byte.question) || f.isPunct(end + 1, Byte.exclamation) && !f.isPunct(end + 2, Byte.equal) { return true }
        if (f.isPunct(end + 1, Byte.equal) || f.isPunct(end + 1, Byte.exclamation)) && f.isPunct(end + 2, Byte.equal) && f.tokenIs(end + 3, "nil") { return true }
        guard f.isPunct(start - 1, Byte.equal), f.isIdentifier(start - 2), f.tokenIs(start - 3, "let") || f.tokenIs(start - 3, "var") else { return false }
        return f.tokenIs(start - 4, "if") || f.tokenIs(start - 4, "guard") || f.tokenIs(start - 4, "while") || f.isPunct(start - 4, Byte.comma)
    }

    /// True when tokens `a…b` are names joined by dots (`self.ref`): evaluating them twice is harmless.
    private func plainNames(_ f: SourceFile, _ a: Int, _ b: Int) -> Bool {
        (a...b).allSatisfy { (($0 - a) % 2 == 0) ? f.isIdentifier($0) : f.isPunct($0, Byte.dot) }
    }

    /// The receiver `a.parent.b` with its own receiver-taking accesses rewritten: `(a.parent ?? a.root).b`.
    private func foldedReceiver(_ f: SourceFile, _ a: Int, _ b: Int) -> String {
        var expression = f.text(a)
        var k = a + 2
        while k <= b {
            let name = f.text(k)
            if let t = receiverTemplates[f.language]?[name] { expression = Template.fill(t, ["recv": expression]) }
            else { expression += "." + name }
            k += 2
        }
        return expression
    }

    /// True when token `i` lies in an extension of `cls` (Objective-C `@implementation Wilddog (…)`,
    /// Swift `extension Wilddog {…}`), where `self` is one of its instances.
    private func extends(_ f: SourceFile, _ cls: String, at i: Int) -> Bool {
        switch f.language {
        case .objectiveC:
            // `@implementation`s do not nest: the last one before `i` encloses it.
            guard let j = (0..<i).last(where: { f.tokenIs($0, "implementation") && f.isPunct($0 - 1, Byte.at) }) else { return false }
            return f.textEquals(j + 1, cls) && f.isPunct(j + 2, Byte.openParen)
        case .swift:
            var brace = f.enclosingOf(i)
            while let b = brace {
                // `extension Wilddog {`, `extension Wilddog: P {`: the name follows the keyword.
                if let k = (max(0, b - 16)..<b).last(where: { f.tokenIs($0, "extension") }), f.textEquals(k + 1, cls) { return true }
                brace = f.enclosingOf(b)
            }
            return false
        }
    }

    /// True when `ref.app` is followed by one of `names`: `.goOffline` in Swift, ` goOffline]` in a message.
    private func followed(_ f: SourceFile, _ i: Int, by names: [String]) -> Bool {
        let next = f.isPunct(i + 1, Byte.dot) ? i + 2 : (f.language == .objectiveC ? i + 1 : -1)
        guard next >= 0, next < f.tokens.count, f.tokens[next].kind == .identifier else { return false }
        return names.contains { f.textEquals(next, $0) }
    }
}
