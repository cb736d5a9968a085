/// Objective-C constants renamed one for one: `WEventTypeValue` → `WDGDataEventTypeValue`.
struct ConstantRenameRule: Rule {
    let id = "constant-rename"
    private let renamer: IdentifierRenamer

    init(_ mappings: MappingSet) {
        var renames: [String: String] = [:]
        for e in mappings.constants { renames[e.from] = e.to }
        renamer = IdentifierRenamer(renames: renames)
    }

    var triggers: Set<String> { Set(renamer.renames.keys) }

    func apply(_ ctx: RuleContext) { renamer.apply(ctx, rule: id) }
}
