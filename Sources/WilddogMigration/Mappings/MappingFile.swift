/// One JSON file of `Mappings/`: a titled group of entries, one MIGRATION.md table.
public struct MappingFile: Sendable, Codable, Equatable {
    public var schemaVersion: Int
    public var title: String
    /// Anchor of the file's section in MIGRATION.md.
    public var anchor: String
    /// Order of the section in MIGRATION.md.
    public var order: Int
    public var summary: String?
    public var entries: [MappingEntry]
    /// Descriptions of the tool's rules (the file that documents the findings).
    public var rules: [RuleDescription]?
    /// The target the file belongs to; nil for the 2.x target.
    public var target: MigrationTarget?

    /// `target`, or the 2.x target when unset.
    public var effectiveTarget: MigrationTarget { target ?? .wilddog2 }
}
