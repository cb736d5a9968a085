/// Swift calls whose 2.x result was optional and whose Firebase result is not (`unwrapsResult`:
/// `WDGAuth.auth()`, `WDGAuth(app:)`), so the code around them would not compile:
/// `WDGAuth.auth()?.x` → `Auth.auth().x`; `guard let a = WDGAuth.auth() else { … }` → `let a = Auth.auth()`;
/// `if let a = WDGAuth.auth()` → `if case let a = Auth.auth()` (always taken); an untyped
/// `let a = WDGAuth.auth()` keeps an optional type (`let a: Auth? = …`) so its uses still compile.
/// Where the code tested the result, a note says that Firebase raises instead of returning nil.
struct UnwrappedResultRule: Rule {
    let id = "unwrapped-result"
    private let matcher: CallMatcher
    private let entries: [CallEntry]
    private let types: TypeTable

    init(_ mappings: MappingSet) {
        entries = mappings.calls.filter { $0.unwrapsResult == true && $0.swift != nil }.map(CallEntry.init)
        matcher = CallMatcher(entries, includeUnchanged: true)
        types = TypeTable(mappings)
    }

    var triggers: Set<String> { matcher.triggers }

    func apply(_ ctx: RuleContext) {
        guard ctx.language == .swift else { return }
        let f = ctx.file
        for match in matcher.matches(ctx) {
            guard case .swift(let call, let e) = match, (e.entry as? CallMapping)?.unwrapsResult == true else { continue }
            let start = call.receiverStart ?? call.name
            let end = call.end
            let type = ctx.qualifier.qualify(types.swift[e.receiverClass ?? f.text(call.name)] ?? "")
            let raises = "\(f.text(from: start, through: end)) is not optional in Firebase: it raises when no default app is configured "
                + "(Wilddog returned nil), so a test of its result is always true"
            // `?` / `!` written right after the call.
            if f.isPunct(end + 1, Byte.question) || f.isPunct(end + 1, Byte.exclamation),
               f.tokens[end + 1].triviaStart == f.tokens[end + 1].start, !f.isPunct(end + 2, Byte.equal) {
                var edits = [Edit(f.range(end + 1, end + 1), "", rule: id)]
                // `(CALL?.member(…))!`: the chain is no longer optional, nor is the member's value.
                if f.isPunct(end + 2, Byte.dot), f.isIdentifier(end + 3),
                   (e.entry as? CallMapping)?.nonOptionalMembers?.contains(f.text(end + 3)) == true,
                   let member = SwiftCallParser.parse(f, name: end + 3), f.isPunct(member.end + 1, Byte.closeParen),
                   f.partnerOf(member.end + 1) == start - 1, f.isPunct(member.end + 2, Byte.exclamation) {
                    edits.append(Edit(f.range(member.end + 2, member.end + 2), "", rule: id))
                }
                ctx.propose(edits, rule: id)
                continue
            }
            // `CALL == nil` / `CALL != nil` compiles (a warning) and is now constant.
            if (f.isPunct(end + 1, Byte.equal) || f.isPunct(end + 1, Byte.exclamation)) && f.isPunct(end + 2, Byte.equal) && f.tokenIs(end + 3, "nil") {
                ctx.report(.note, raises, at: Int(f.tokens[start].start), rule: id, anchor: "fb-auth")
                continue
            }
            // `let a = CALL` in a condition or a declaration.
            guard f.isPunct(start - 1, Byte.equal), !f.isPunct(start - 2, Byte.equal), f.isIdentifier(start - 2),
                  f.tokenIs(start - 3, "let") || f.tokenIs(start - 3, "var") else { continue }
            let binding = start - 3
            let opener = binding - 1
            if f.tokenIs(opener, "guard"), f.tokenIs(end + 1, "else"), f.isPunct(end + 2, Byte.openBrace), let close = f.partnerOf(end + 2) {
                // The only clause: the guard goes, its else branch with it (it never runs).
                ctx.propose([Edit(Int(f.tokens[opener].start)..<Int(f.tokens[binding].start), "", rule: id),
                             Edit(Int(f.tokens[end].end)..<Int(f.tokens[close].end), "", rule: id)], rule: id)
                ctx.report(.note, raises + " (the guard's else branch is removed)", at: Int(f.tokens[start].start), rule: id, anchor: "fb-auth")
            } else if f.tokenIs(opener, "guard"), f.isPunct(end + 1, Byte.comma) {
                // The first of several clauses: bound before the guard, which keeps the others.
                let indent = CallbackRewriter.indentation(of: opener, f)
                ctx.propose([Edit(Int(f.tokens[opener].start)..<Int(f.tokens[binding].start), "", rule: id),
                             Edit(Int(f.tokens[end].end)..<Int(f.tokens[end + 2].start), ctx.newline + indent + "guard ", rule: id)], rule: id)
                ctx.report(.note, raises, at: Int(f.tokens[start].start), rule: id, anchor: "fb-auth")
            } else if f.tokenIs(opener, "if") || f.tokenIs(opener, "while") || f.isPunct(opener, Byte.comma) {
                ctx.propose(Edit(Int(f.tokens[binding].start)..<Int(f.tokens[binding].start), "case ", rule: id))
                ctx.report(.note, raises, at: Int(f.tokens[start].start), rule: id, anchor: "fb-auth")
            } else if !type.isEmpty, !f.isPunct(start - 3, Byte.colon) {
                // A plain declaration: typed as the optional it was, so `a?.x` and `if let b = a` still compile.
                let at = Int(f.tokens[start - 2].end)
                ctx.propose(Edit(at..<at, ": \(type)?", rule: id))
            }
        }
    }
}
