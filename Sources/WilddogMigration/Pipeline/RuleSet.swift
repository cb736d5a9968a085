/// The rules in the order they run: rules that rewrite larger spans first, so a later, narrower
/// rule sees the span taken and leaves it; the import rule last, as it reads the result.
struct RuleSet: Sendable {
    let rules: [any Rule]
    let filter: IdentifierFilter
    let sections: SectionUseCollector

    init(_ mappings: MappingSet, collector: FactCollector, target: MigrationTarget = .wilddog2) {
        rules = target == .firebase ? Self.firebaseRules(mappings) : [
            ConstructorRule(mappings),
            ServerValueRule(mappings),
            OAuthRule(mappings),
            MovedCallRule(mappings),
            AuthHandleTypeRule(mappings),
            PropertyRule(mappings),
            CallRenameRule(mappings),
            ObjCBlockTypeRule(mappings),
            EnumCaseRule(mappings),
            ConstantRenameRule(mappings),
            TypeRenameRule(mappings),
            ManualRule(mappings),
            ErrorCodeRule(mappings),
            AppConfigurationRule(mappings),
            ImportRule(mappings),
        ]
        sections = SectionUseCollector(mappings)
        var names = collector.triggers.union(sections.triggers)
        for r in rules { names.formUnion(r.triggers) }
        filter = IdentifierFilter(names)
    }

    /// Ids of every rule, for SARIF's rule list.
    var ids: [String] { rules.map(\.id) + ["lex-error", "unreadable", "no-sources"] }
}
