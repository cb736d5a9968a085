/// Objective-C block types and literals with the shape of a legacy auth result, wherever they are
/// written (typedefs, method return and parameter types, properties, local variables, literals not
/// passed straight to a converted call): their parameters are reordered and retyped to the 2.x
/// order, `(NSError *error, WAuthData *authData)` → `(WDGUser *authData, NSError *error)`, and calls
/// of blocks declared with such a type swap their arguments to match.
struct ObjCBlockTypeRule: Rule {
    let id = "block-type"
    private let shapes: ObjCBlockShapes

    init(_ mappings: MappingSet) { shapes = ObjCBlockShapes(mappings) }

    var triggers: Set<String> { shapes.legacyTypes }

    func apply(_ ctx: RuleContext) {
        let f = ctx.file
        guard f.language == .objectiveC else { return }
        let typedefs = ctx.project.reorderedBlockTypes
        guard !typedefs.isEmpty || !ctx.project.reorderedBlockNames.isEmpty
                || shapes.legacyTypes.contains(where: { !ctx.tokens(named: $0).isEmpty }) else { return }
        // Names declared in this file (called bare or as members) and properties declared anywhere
        // (called as `self.onLogin(…)` / `_onLogin(…)` only: a bare `completion(…)` may be another block).
        var local: [String: [Int]] = [:]
        for site in shapes.sites(f) {
            guard let shape = shapes.shape(of: site, f) else { continue }
            if let name = site.declaredName, !site.isTypedef { local[ObjCBlockShapes.bare(f.text(name))] = shape.order }
            let range = Int(f.tokens[site.open].end)..<Int(f.tokens[site.close].start)
            if ctx.isCovered(range) { continue }
            ctx.propose(Edit(range, shapes.rewritten(site, shape, f), rule: id))
        }
        // Variables and parameters declared with a reordered typedef: `AccountLoginBlock completion`.
        if !typedefs.isEmpty {
            for i in 0..<f.tokens.count where f.isIdentifier(i) {
                guard let order = typedefs[f.text(i)] else { continue }
                var k = i + 1
                while f.isIdentifier(k), ObjCBlockShapes.qualifiers.contains(f.text(k)) { k += 1 }
                if f.isPunct(k, Byte.closeParen), f.isIdentifier(k + 1) { k += 1 }
                if f.isIdentifier(k) { local[ObjCBlockShapes.bare(f.text(k))] = order }
            }
        }
        guard !local.isEmpty || !ctx.project.reorderedBlockNames.isEmpty || !typedefs.isEmpty else { return }
        swapArguments(ctx, local)
    }

    /// The 2.x order of the block a member call names: a property declared with the shape or with a reordered typedef.
    private func memberOrder(_ name: String, _ project: ProjectIndex) -> [Int]? {
        if let order = project.reorderedBlockNames[name] { return order }
        return project.memberTypes[name].flatMap { project.reorderedBlockTypes[$0] }
    }

    /// `completion(error, authData)` / `self.onLogin(error, authData)` → arguments in 2.x order.
    private func swapArguments(_ ctx: RuleContext, _ local: [String: [Int]]) {
        let f = ctx.file
        for i in 0..<f.tokens.count where f.isIdentifier(i) && f.isPunct(i + 1, Byte.openParen) {
            let text = f.text(i)
            let bare = ObjCBlockShapes.bare(text)
            let isMember = f.isPunct(i - 1, Byte.dot) || text.hasPrefix("_")
            guard let order = local[bare] ?? (isMember ? memberOrder(bare, ctx.project) : nil), let close = f.partnerOf(i + 1),
                  !f.isPunct(i - 1, Byte.caret) else { continue }
            let args = f.listElements(i + 1, close)
            guard args.count == order.count, args.allSatisfy({ $0.last >= $0.first }) else { continue }
            let swapped = order.map { f.text(from: args[$0].first, through: args[$0].last) }.joined(separator: ", ")
            let range = Int(f.tokens[i + 1].end)..<Int(f.tokens[close].start)
            if ctx.isCovered(range) { continue }
            ctx.propose(Edit(range, swapped, rule: id))
        }
    }
}
