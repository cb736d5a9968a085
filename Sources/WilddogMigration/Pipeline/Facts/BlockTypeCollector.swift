/// Objective-C block typedefs and block properties with the legacy auth-result shape
/// (`typedef void (^AccountLoginBlock)(NSError *error, WAuthData *authData);`), with the 2.x parameter
/// order of the callback entries (`ObjCBlockShapes`).
struct BlockTypeCollector: FactCollecting {
    let blockShapes: ObjCBlockShapes

    init(_ mappings: MappingSet) { blockShapes = ObjCBlockShapes(mappings) }

    var triggers: Set<String> { blockShapes.legacyTypes.union(["typedef"]) }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard f.language == .objectiveC, blockShapes.legacyTypes.contains(where: { c[$0] != nil }) else { return }
        for site in blockShapes.sites(f) {
            guard let name = site.declaredName, let shape = blockShapes.shape(of: site, f) else { continue }
            if site.isTypedef { facts.reorderedBlockTypes[f.text(name)] = shape.order }
            else if site.isProperty { facts.reorderedBlockNames[f.text(name)] = shape.order }
        }
    }
}
