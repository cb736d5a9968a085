/// Renames identifier tokens one for one, skipping member names, import lines and tokens already rewritten.
struct IdentifierRenamer: Sendable {
    /// Legacy name → new name, per language.
    let swift: [String: String]
    let objc: [String: String]

    init(swift: [String: String], objc: [String: String]) {
        self.swift = swift
        self.objc = objc
    }

    /// The same names in both languages.
    init(renames: [String: String]) { self.init(swift: renames, objc: renames) }

    var names: Set<String> { Set(swift.keys).union(objc.keys) }

    /// Proposes each rename; `edit` may replace the default one-token edit (`nil`: the plain rename).
    func apply(_ ctx: RuleContext, rule: String, edit: (Int, String) -> Edit? = { _, _ in nil }) {
        let f = ctx.file
        for (_, to, tokens) in ctx.present(f.language == .swift ? swift : objc) {
            for i in tokens {
                if f.isPunct(i - 1, Byte.dot) || f.tokenIs(i - 1, "import") { continue }
                let range = f.range(i, i)
                if ctx.isCovered(range) { continue }
                ctx.propose(edit(i, to) ?? Edit(range, to, rule: rule))
            }
        }
    }
}
