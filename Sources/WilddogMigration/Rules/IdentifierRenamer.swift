/// Renames identifier tokens one for one, skipping member names, import lines and tokens already rewritten.
struct IdentifierRenamer: Sendable {
    let renames: [String: String]

    func apply(_ ctx: RuleContext, rule: String) {
        let f = ctx.file
        for (_, to, tokens) in ctx.present(renames) {
            for i in tokens {
                if f.isPunct(i - 1, Byte.dot) || f.tokenIs(i - 1, "import") { continue }
                let range = f.range(i, i)
                if ctx.isCovered(range) { continue }
                ctx.propose(Edit(range, to, rule: rule))
            }
        }
    }
}
