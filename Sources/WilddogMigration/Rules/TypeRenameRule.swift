/// Legacy type names to 2.x ones: `Wilddog` → `WDGSyncReference`, `WDataSnapshot` → `WDGDataSnapshot`, …
struct TypeRenameRule: Rule {
    let id = "type-rename"
    private let renamer: IdentifierRenamer

    init(_ mappings: MappingSet) { renamer = IdentifierRenamer(renames: TypeTable(mappings).renames) }

    var triggers: Set<String> { Set(renamer.renames.keys) }

    func apply(_ ctx: RuleContext) { renamer.apply(ctx, rule: id) }
}
