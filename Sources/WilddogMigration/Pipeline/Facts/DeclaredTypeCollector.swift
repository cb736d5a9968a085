/// Variables declared with a type that holds a reference or auth data (`receiverKind` of `type`
/// entries): `Wilddog *ref`, `var ref: WDGSyncReference!`, `WAuthData *authData`.
struct DeclaredTypeCollector: FactCollecting {
    /// Type names by the kind of value they hold; references count the legacy and the 2.x name.
    let typesByKind: [(kind: ValueKind, types: Set<String>)]

    init(_ mappings: MappingSet) {
        let types = mappings.types
        typesByKind = [
            (.reference, Set(types.filter { $0.receiverKind == .reference }.flatMap { [$0.from, $0.to] })),
            (.authData, Set(types.filter { $0.receiverKind == .authData }.map(\.from))),
        ]
    }

    var triggers: Set<String> { typesByKind.reduce(into: Set<String>()) { $0.formUnion($1.types) } }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        for (kind, types) in typesByKind {
            for type in types {
                for i in c[type] ?? [] {
                    switch f.language {
                    case .objectiveC:
                        if f.isPunct(i + 1, Byte.star), f.isIdentifier(i + 2) {
                            var name = f.text(i + 2)
                            if name.hasPrefix("_") { name.removeFirst() }
                            // A property `ref` is also read through its synthesized ivar `_ref`.
                            facts.variables[kind.rawValue, default: []].formUnion([name, "_" + name])
                        }
                    case .swift:
                        if f.isPunct(i - 1, Byte.colon), f.isIdentifier(i - 2) {
                            facts.variables[kind.rawValue, default: []].insert(f.text(i - 2))
                        }
                    }
                }
            }
        }
    }
}
