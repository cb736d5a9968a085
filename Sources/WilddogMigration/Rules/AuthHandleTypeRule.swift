/// Retypes the variables that hold an auth observer handle: `WilddogHandle` / `Int64` becomes
/// `WDGAuthStateDidChangeListenerHandle` (an object, no longer an integer). In Swift the new type
/// gets the spec's `swiftUnwrap` (`!`), because the handle now comes through `WDGAuth.auth()?`:
/// `var h: WilddogHandle = 0` → `var h: WDGAuthStateDidChangeListenerHandle!`, and an untyped
/// `let h = ref.observeAuthEventWithBlock { … }` gets that type written out. A Swift collection that
/// holds such handles (`[WilddogHandle]`, `[String: WilddogHandle]`) gets the new element type
/// without the mark, and a handle appended straight from the call is unwrapped as the variable's
/// `!` would: `handles.append((WDGAuth.auth()?.addStateDidChangeListener { … })!)`.
struct AuthHandleTypeRule: Rule {
    let id = "auth-handle-type"
    private let specs: [HandleSpec]
    /// Base names of the calls that return a handle (`observeAuthEventWithBlock`), with their spec.
    private let calls: [String: HandleSpec]

    init(_ mappings: MappingSet) {
        var specs: [HandleSpec] = []
        for h in mappings.calls.compactMap(\.handle) where !specs.contains(h) { specs.append(h) }
        self.specs = specs
        var calls: [String: HandleSpec] = [:]
        for e in mappings.calls {
            guard let h = e.handle, let from = e.swift?.from else { continue }
            calls[SwiftName(from).base] = h
        }
        self.calls = calls
    }

    var triggers: Set<String> { Set(specs.flatMap(\.legacyTypes)).union(calls.keys) }

    func apply(_ ctx: RuleContext) {
        let names = ctx.project.authHandleNames
        let f = ctx.file
        if f.language == .swift, !ctx.project.authHandleCollections.isEmpty { retypeCollections(ctx) }
        if f.language == .swift { returnedOrElsewhere(ctx) }
        guard !names.isEmpty else { return }
        for spec in specs {
            for type in spec.legacyTypes {
                for i in ctx.tokens(named: type) {
                    let declared: Int?
                    switch f.language {
                    case .objectiveC: declared = f.isIdentifier(i + 1) ? i + 1 : nil
                    case .swift: declared = f.isPunct(i - 1, Byte.colon) && f.isIdentifier(i - 2) ? i - 2 : nil
                    }
                    guard let d = declared else { continue }
                    var name = f.text(d)
                    if name.hasPrefix("_") { name.removeFirst() }
                    guard names.contains(name) else { continue }
                    var edits: [Edit]
                    if f.language == .swift {
                        edits = [swiftRetype(f, type: i, spec)]
                    } else {
                        edits = [Edit(f.range(i, i), spec.objc, rule: id)]
                        if spec.isObject != false, let assign = assignAttribute(f, before: i) {
                            edits.append(Edit(f.range(assign, assign), "strong", rule: id))
                        }
                    }
                    ctx.propose(edits, rule: id)
                }
            }
        }
        if f.language == .swift { typeUntypedDeclarations(ctx) }
    }

    /// `var hs: [WilddogHandle] = []`, `let hs = [String: WilddogHandle]()` → the 2.x element type;
    /// `hs.append(ref.observeAuthEventWithBlock { … })` → `hs.append((…)!)`.
    private func retypeCollections(_ ctx: RuleContext) {
        let f = ctx.file
        let collections = ctx.project.authHandleCollections
        for spec in specs {
            for type in spec.legacyTypes {
                for i in ctx.tokens(named: type) where f.isPunct(i + 1, Byte.closeBracket) {
                    // `[T]` or `[K: T]`, declared with `name:` or `name =`.
                    var open = i - 1
                    if f.isPunct(open, Byte.colon), f.isIdentifier(open - 1) { open -= 2 }
                    guard f.isPunct(open, Byte.openBracket), f.isPunct(open - 1, Byte.colon) || f.isPunct(open - 1, Byte.equal),
                          f.isIdentifier(open - 2), collections.contains(f.text(open - 2)) else { continue }
                    ctx.propose(Edit(f.range(i, i), spec.swift, rule: id))
                }
            }
        }
        for (_, spec, tokens) in ctx.present(calls) where spec.swiftUnwrap != nil {
            for c in tokens where f.isPunct(c - 1, Byte.dot) {
                guard let rs = SwiftCallParser.receiverStartBefore(f, dot: c - 1), f.isPunct(rs - 1, Byte.openParen),
                      f.tokenIs(rs - 2, "append"), let close = f.partnerOf(rs - 1),
                      let name = AuthHandleCollector.collection(f, holding: rs), collections.contains(name) else { continue }
                let start = Int(f.tokens[rs].start), end = Int(f.tokens[close].start)
                ctx.propose([Edit(start..<start, "(", rule: id), Edit(end..<end, ")" + (spec.swiftUnwrap ?? ""), rule: id)], rule: id)
            }
        }
    }

    /// `func watch() -> WilddogHandle { return ref.observeAuthEventWithBlock { … } }` → `-> New!` (also a
    /// computed property and a single-expression body). A handle used anywhere else the tool does not
    /// follow (a set, an array literal, an argument) is reported: what holds it must be retyped by hand.
    private func returnedOrElsewhere(_ ctx: RuleContext) {
        let f = ctx.file
        for (name, spec, tokens) in ctx.present(calls) {
            for c in tokens where f.isPunct(c - 1, Byte.dot) {
                guard let rs = SwiftCallParser.receiverStartBefore(f, dot: c - 1) else { continue }
                let before = rs - 1
                if f.isPunct(before, Byte.equal) { continue }
                if f.isPunct(before, Byte.openParen), f.tokenIs(before - 1, "append"),
                   let v = AuthHandleCollector.collection(f, holding: rs), ctx.project.authHandleCollections.contains(v) { continue }
                let singleExpression = f.isPunct(before, Byte.openBrace)
                    && SwiftCallParser.parse(f, name: c).map { f.partnerOf(before) == $0.end + 1 } == true
                if f.tokenIs(before, "return") || singleExpression {
                    let open = singleExpression ? before : f.enclosingOf(rs)
                    if let o = open, f.isPunct(o, Byte.openBrace), o >= 2, spec.legacyTypes.contains(where: { f.textIs(o - 1, $0) }),
                       f.textIs(o - 2, "->") || f.isPunct(o - 2, Byte.colon) {
                        ctx.propose(swiftRetype(f, type: o - 1, spec))
                        continue
                    }
                    if singleExpression { continue }
                } else if statementStart(f, rs) {
                    continue
                }
                ctx.report(.warning, spec.message.map { "`\(name)` returns a \(spec.swift): " + $0 }
                           ?? "`\(name)` returns a \(spec.swift) in 2.x (an object, no longer an integer, optional through "
                           + "WDGAuth.auth()?): retype what holds this handle by hand", at: Int(f.tokens[rs].start), rule: id,
                           anchor: spec.message == nil ? "authentication" : nil)
            }
        }
    }

    /// True when token `i` starts a statement (its value is discarded).
    private func statementStart(_ f: SourceFile, _ i: Int) -> Bool {
        let p = i - 1
        if f.isPunct(p, Byte.openBrace) || f.isPunct(p, Byte.closeBrace) || f.isPunct(p, Byte.semicolon) { return true }
        guard f.tokens[i].newlineBefore else { return false }
        if f.tokens[p].kind == .punctuation { return f.isPunct(p, Byte.closeParen) || f.isPunct(p, Byte.closeBracket) }
        return !f.tokenIs(p, "return")
    }

    /// `Type` → `New!`; `Type = 0` → `New!` (an integer is no handle); `Type?` / `Type!` keep their mark.
    private func swiftRetype(_ f: SourceFile, type i: Int, _ spec: HandleSpec) -> Edit {
        let marked = f.isPunct(i + 1, Byte.question) || f.isPunct(i + 1, Byte.exclamation)
        guard !marked, let unwrap = spec.swiftUnwrap else { return Edit(f.range(i, i), spec.swift, rule: id) }
        var end = i
        if f.isPunct(i + 1, Byte.equal) {
            let number = f.isPunct(i + 2, Byte.minus) ? i + 3 : i + 2
            if number < f.tokens.count, f.tokens[number].kind == .number { end = number }
        }
        return Edit(f.range(i, end), spec.swift + unwrap, rule: id)
    }

    /// `let h = ref.observeAuthEventWithBlock { … }` → `let h: WDGAuthStateDidChangeListenerHandle! = …`.
    private func typeUntypedDeclarations(_ ctx: RuleContext) {
        let f = ctx.file
        for (_, spec, tokens) in ctx.present(calls) {
            guard let unwrap = spec.swiftUnwrap else { continue }
            for c in tokens where f.isPunct(c - 1, Byte.dot) {
                guard let rs = SwiftCallParser.receiverStartBefore(f, dot: c - 1), f.isPunct(rs - 1, Byte.equal),
                      f.isIdentifier(rs - 2), f.tokenIs(rs - 3, "let") || f.tokenIs(rs - 3, "var") else { continue }
                let end = Int(f.tokens[rs - 2].end)
                ctx.propose(Edit(end..<end, ": " + spec.swift + unwrap, rule: id))
            }
        }
    }

    /// The `assign` attribute of an `@property (…, assign) Type name;` declaring token `i`: the new
    /// handle is an object, which ARC must retain.
    private func assignAttribute(_ f: SourceFile, before i: Int) -> Int? {
        guard f.language == .objectiveC, f.isPunct(i - 1, Byte.closeParen), let open = f.partnerOf(i - 1),
              f.tokenIs(open - 1, "property"), f.isPunct(open - 2, Byte.at) else { return nil }
        return (open + 1..<(i - 1)).first { f.tokenIs($0, "assign") }
    }
}
