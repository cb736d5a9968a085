/// Legacy constructors (`Wilddog(url:)`, the `constructor` entries): the base URL each literal URL
/// uses, and the variable the reference is assigned to, which then holds a reference.
struct ConstructorUseCollector: FactCollecting {
    let constructors: [ConstructorShape]

    var triggers: Set<String> { Set(constructors.flatMap(\.triggers)) }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        for shape in constructors {
            for site in ConstructorSite.find(f, candidates: c, shape: shape) {
                let offset = Int(f.tokens[site.start].start)
                if let (url, _) = site.url(f, constants: facts.stringConstants) {
                    facts.baseUses.append((url.base, .init(path: f.path, offset: offset)))
                } else if site.argumentStart == site.argumentEnd, f.tokens[site.argumentStart].kind == .identifier {
                    facts.constantURLUses.append((f.text(site.argumentStart), .init(path: f.path, offset: offset)))
                }
                if let v = assignedName(f, site.start) { facts.variables[ValueKind.reference.rawValue, default: []].insert(v) }
            }
        }
    }
}
