/// Legacy constructors (`Wilddog(url:)`, the `constructor` entries): the base URL each literal URL
/// uses (a parameter or stored property is a candidate for `URLFollower`), and the variable the
/// reference is assigned to, which then holds a reference.
struct ConstructorUseCollector: FactCollecting {
    let constructors: [ConstructorShape]

    var triggers: Set<String> { Set(constructors.flatMap { $0.triggers.union($0.convertedLabels) }) }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        var declarations: SwiftDeclarationIndex?
        for shape in constructors {
            for site in ConstructorSite.find(f, candidates: c, shape: shape) {
                let offset = Int(f.tokens[site.start].start)
                // `Wilddog(url: url)` where `url` is a parameter or a stored property: followed to its callers.
                if f.language == .swift, URLFollower.variable(f, site.argumentStart, site.argumentEnd) != nil {
                    if declarations == nil { declarations = SwiftDeclarationIndex(f) }
                    if let declarations, URLFollower.isFollowable(f, declarations, start: site.argumentStart, end: site.argumentEnd) {
                        facts.followCandidates.append(.init(path: f.path, offset: offset, argumentStart: site.argumentStart, argumentEnd: site.argumentEnd))
                        if let v = assignedName(f, site.start) { facts.variables[ValueKind.reference.rawValue, default: []].insert(v) }
                        continue
                    }
                }
                if let (url, _) = site.url(f, constants: facts.stringConstants) {
                    facts.baseUses.append((url.base, .init(path: f.path, offset: offset)))
                } else if let name = site.constantName(f) {
                    facts.constantURLUses.append((f.text(name), .init(path: f.path, offset: offset)))
                }
                if let v = assignedName(f, site.start) { facts.variables[ValueKind.reference.rawValue, default: []].insert(v) }
            }
            // An already converted `reference(fromURL: "…")` uses its app too: a second run knows the same default app.
            for label in shape.convertedLabels {
                for i in c[label] ?? [] where f.isPunct(i + 1, Byte.colon) && i + 2 < f.tokens.count {
                    var a = i + 2
                    // `Config.baseURL` (Swift): the constant read through its type; `self.url`: a property.
                    if f.language == .swift, f.isIdentifier(a), f.isPunct(a + 1, Byte.dot), f.isIdentifier(a + 2),
                       f.text(a).first?.isUppercase == true || f.tokenIs(a, "self") { a += 2 }
                    guard f.isPunct(a + 1, Byte.closeParen) || f.isPunct(a + 1, Byte.closeBracket) else { continue }
                    // A parameter or a stored property (code migrated by hand): its values name the app.
                    if f.language == .swift, URLFollower.variable(f, i + 2, a) != nil {
                        if declarations == nil { declarations = SwiftDeclarationIndex(f) }
                        if let declarations, URLFollower.isFollowable(f, declarations, start: i + 2, end: a) {
                            facts.followCandidates.append(.init(path: f.path, offset: Int(f.tokens[i + 2].start), argumentStart: i + 2, argumentEnd: a))
                            continue
                        }
                    }
                    let url = LiteralURL(f, token: a) ?? (f.tokens[a].kind == .identifier ? facts.stringConstants[f.text(a)].flatMap(LiteralURL.init(string:)) : nil)
                    if let url { facts.baseUses.append((url.base, .init(path: f.path, offset: Int(f.tokens[a].start)))) }
                    else if f.isIdentifier(a) { facts.constantURLUses.append((f.text(a), .init(path: f.path, offset: Int(f.tokens[a].start)))) }
                }
            }
        }
    }
}
